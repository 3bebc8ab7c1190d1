import * as wire from '@employment-cloud/chat-protocol';
import * as server from './protocol';

// The server's additions to the wire protocol (@employment-cloud/chat-protocol).
describe('the server codes beside the wire protocol', () => {
  it('adds no code the protocol already has under another name', () => {
    const codes = new Set(Object.values(wire.ERROR_CODES));
    for (const code of Object.values(server.SERVER_ERROR_CODES)) expect(codes.has(code as never)).toBe(false);
  });

  it('re-exports the protocol itself', () => {
    expect(server.ERROR_CODES).toBe(wire.ERROR_CODES);
    expect(server.parseConversationID).toBe(wire.parseConversationID);
  });
});
