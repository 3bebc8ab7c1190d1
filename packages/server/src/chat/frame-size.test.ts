import { fitConversationList, fittingCount, FRAME_BUDGET, jsonBytes } from './frame-size';
import type { WireConversation, WireMessage } from './protocol';

const message = (text: string): WireMessage => ({
  ID: 'm',
  conversationType: 'C2C',
  from: 'a',
  to: 'b',
  sequence: 1,
  syncSeq: 1,
  time: 0,
  type: 'TIMTextElem',
  payload: { text },
  cloudCustomData: '{"messageReply":{}}',
  atUserList: [],
  needReadReceipt: false,
  priority: 'Normal',
  nick: '',
  avatar: '',
  isRevoked: false,
  revoker: '',
  isPeerRead: false,
});

describe('fitting pages into one frame', () => {
  it('keeps what fits, from either end, and never fewer than one', () => {
    const items = Array.from({ length: 15 }, (_, i) => message(String.fromCharCode(97 + i).repeat(12_000)));
    const n = fittingCount(items);
    expect(n).toBeGreaterThan(1);
    expect(n).toBeLessThan(15);
    expect(jsonBytes(items.slice(0, n))).toBeLessThanOrEqual(FRAME_BUDGET);
    expect(jsonBytes(items.slice(0, n + 1))).toBeGreaterThan(FRAME_BUDGET);
    expect(fittingCount(items, FRAME_BUDGET, true)).toBe(n);
    expect(fittingCount([message('x'.repeat(100_000))])).toBe(1);
    expect(fittingCount([])).toBe(0);
  });

  it('cuts last messages of a long conversation list to previews', () => {
    const conversation = (i: number): WireConversation => ({
      conversationID: `C2Cu${i}`,
      type: 'C2C',
      peer: `u${i}`,
      unreadCount: 0,
      isPinned: false,
      messageRemindType: 'AcceptAndNotify',
      lastMessage: message('长'.repeat(3000)),
      readSequence: 0,
      groupAtInfoList: [],
    });
    const short = [conversation(1)];
    expect(fitConversationList(short)).toBe(short);
    const long = Array.from({ length: 30 }, (_, i) => conversation(i));
    const fitted = fitConversationList(long);
    expect(jsonBytes(fitted)).toBeLessThanOrEqual(FRAME_BUDGET);
    expect(fitted[0]!.lastMessage!.payload.text).toBe('长'.repeat(100));
  });
});
