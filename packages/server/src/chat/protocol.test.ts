import * as wire from '@employment-cloud/chat-protocol';
import * as server from './protocol';

// The server's additions to the wire protocol (@employment-cloud/chat-protocol).
describe('the server protocol module', () => {
  it('re-exports the protocol itself', () => {
    expect(server.ERROR_CODES).toBe(wire.ERROR_CODES);
    expect(server.parseConversationID).toBe(wire.parseConversationID);
  });
});
