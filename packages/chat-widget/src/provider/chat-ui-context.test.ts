import type { Message } from '../engine/message';
import { chatUiReducer, INITIAL_UI } from './chat-ui-context';

const quoted = { ID: 'm1' } as Message;

describe('chatUiReducer', () => {
  it('opens a conversation with a clean slate, and keeps the quote when it is already open', () => {
    const open = chatUiReducer({ ...INITIAL_UI, tab: 'contact' }, { type: 'open', conversationID: 'C2Cu1' });
    expect(open).toEqual({ ...INITIAL_UI, conversationID: 'C2Cu1' });
    const quoting = chatUiReducer(open, { type: 'quote', message: quoted });
    expect(chatUiReducer(quoting, { type: 'open', conversationID: 'C2Cu1', targetMessageID: 'm9' })).toMatchObject({ quote: quoted, targetMessageID: 'm9' });
    expect(chatUiReducer(quoting, { type: 'open', conversationID: 'C2Cu2' }).quote).toBeNull();
  });

  it('closing resets the conversation, quote, re-edit text and target', () => {
    const busy = { ...INITIAL_UI, conversationID: 'GROUPg', quote: quoted, reedit: 'hi', targetMessageID: 'm1' };
    expect(chatUiReducer(busy, { type: 'close' })).toEqual(INITIAL_UI);
  });

  it('closing a named conversation closes only that one (deleted while another was opened)', () => {
    const open = chatUiReducer(INITIAL_UI, { type: 'open', conversationID: 'C2Cu1' });
    expect(chatUiReducer(open, { type: 'close', conversationID: 'C2Cu2' })).toBe(open);
    expect(chatUiReducer(open, { type: 'close', conversationID: 'C2Cu1' })).toEqual(INITIAL_UI);
  });

  it("keeps open-chat's jobId with the conversation it came with, and drops it on another conversation or close", () => {
    const about = chatUiReducer(INITIAL_UI, { type: 'open', conversationID: 'C2Cu1', jobId: 12 });
    expect(about.jobId).toBe(12);
    expect(chatUiReducer(about, { type: 'open', conversationID: 'C2Cu1' }).jobId).toBe(12);
    expect(chatUiReducer(about, { type: 'open', conversationID: 'C2Cu1', jobId: 13 }).jobId).toBe(13);
    expect(chatUiReducer(about, { type: 'open', conversationID: 'C2Cu2' }).jobId).toBeNull();
    expect(chatUiReducer(about, { type: 'close' })).toEqual(INITIAL_UI);
  });
});
