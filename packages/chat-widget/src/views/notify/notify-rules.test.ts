import type { Message } from '../../engine';
import { notifies, senderName } from './notify-rules';

const message = (over: Partial<Message> = {}) =>
  ({
    ID: 'm1',
    conversationID: 'C2Cbob',
    flow: 'in',
    from: 'bob',
    nick: '小王',
    nameCard: '',
    sequence: 3,
    isRevoked: false,
    isDeleted: false,
    type: 'TIMTextElem',
    payload: { text: '在吗' },
    ...over,
  }) as Message;
const closed = { chatShown: false, pageHidden: false, muted: false };

describe('new-message notifications', () => {
  it('notify for an incoming stored message while the chat is closed or the page hidden', () => {
    expect(notifies(message(), closed)).toBe(true);
    expect(notifies(message(), { ...closed, chatShown: true, pageHidden: true })).toBe(true);
    expect(notifies(message(), { ...closed, chatShown: true })).toBe(false);
  });

  it('never for own, unstored, muted, tip or transient messages', () => {
    expect(notifies(message({ flow: 'out' }), closed)).toBe(false);
    expect(notifies(message({ sequence: 0 }), closed)).toBe(false);
    expect(notifies(message(), { ...closed, muted: true })).toBe(false);
    expect(notifies(message({ type: 'TIMGroupTipElem' } as Partial<Message>), closed)).toBe(false);
    const typing = message({ type: 'TIMCustomElem', payload: { data: '{"businessID":"user_typing_status"}' } } as Partial<Message>);
    expect(notifies(typing, closed)).toBe(false);
  });

  it('names the sender as the chat does: group card, nickname, else user ID', () => {
    expect(senderName(message({ nameCard: '王经理' }))).toBe('王经理');
    expect(senderName(message())).toBe('小王');
    expect(senderName(message({ nick: '' }))).toBe('bob');
  });
});
