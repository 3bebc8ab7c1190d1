import * as wire from '../../../chat-widget/src/engine/local/protocol';
import * as server from './protocol';

// The server restates the protocol's values (it imports only its types); they must not drift.
describe('the server copy of the wire protocol values', () => {
  it('matches the protocol module', () => {
    expect(server.PROTOCOL_VERSION).toBe(wire.PROTOCOL_VERSION);
    expect(server.MAX_FRAME_BYTES).toBe(wire.MAX_FRAME_BYTES);
    expect(server.ERROR_CODES).toEqual(wire.ERROR_CODES);
    expect(server.LIMITS).toEqual(wire.LIMITS);
    expect(server.UPLOAD_PATH).toBe(wire.UPLOAD_PATH);
  });

  it('reads and makes conversation IDs the same way', () => {
    for (const id of ['C2Cec_1', 'GROUP@TGS#abc', 'C2C', 'GROUP', 'x', '', 'GROUPC2C']) {
      expect(server.parseConversationID(id)).toEqual(wire.parseConversationID(id));
    }
    expect(server.conversationIDOf('C2C', 'ec_1')).toBe(wire.conversationIDOf('C2C', 'ec_1'));
    expect(server.conversationIDOf('GROUP', 'g')).toBe(wire.conversationIDOf('GROUP', 'g'));
  });

  it('adds no code the protocol already has under another name', () => {
    const codes = new Set(Object.values(wire.ERROR_CODES));
    for (const code of Object.values(server.SERVER_ERROR_CODES)) expect(codes.has(code as never)).toBe(false);
  });
});
