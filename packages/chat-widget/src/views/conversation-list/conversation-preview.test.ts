import type { Conversation, LastMessage } from '../../engine';
import { conversationPreview, type PreviewTranslate } from './conversation-preview';

const t: PreviewTranslate = (key, options) => (options ? `${key}(${options.name})` : key);
const last = (over: Partial<LastMessage>): LastMessage =>
  ({ type: 'TIMTextElem', payload: { text: 'the words' }, fromAccount: 'u1', revoker: '', isRevoked: false, nick: '', nameCard: '', ...over }) as LastMessage;
const c2c = (lastMessage: LastMessage | null, remark = '') =>
  ({ conversationID: 'C2Cu1', type: 'C2C', remark, userProfile: { userID: 'u1', nick: '小王' }, lastMessage }) as unknown as Conversation;
const group = (lastMessage: LastMessage) =>
  ({ conversationID: 'GROUPg', type: 'GROUP', groupProfile: { groupID: 'g', name: '群' }, lastMessage }) as unknown as Conversation;

it('summarises the last message, and says who recalled it instead of its words', () => {
  expect(conversationPreview(c2c(null), 'me', t)).toBe('');
  expect(conversationPreview(c2c(last({})), 'me', t)).toBe('the words');
  expect(conversationPreview(c2c(last({ type: 'TIMImageElem', payload: {} })), 'me', t)).toBe('conversation.summaryImage');
  // Recalled by me, whatever the words still held.
  expect(conversationPreview(c2c(last({ fromAccount: 'me', revoker: 'me', isRevoked: true })), 'me', t)).toBe('conversation.youRecalled');
  // Recalled by the peer: named as the list names them (remark, then nick).
  expect(conversationPreview(c2c(last({ revoker: 'u1', isRevoked: true })), 'me', t)).toBe('conversation.recalledBy(小王)');
  expect(conversationPreview(c2c(last({ revoker: 'u1', isRevoked: true }), '王先生'), 'me', t)).toBe('conversation.recalledBy(王先生)');
  // In a group: the sender's name card, nick, then ID.
  expect(conversationPreview(group(last({ fromAccount: 'u2', revoker: 'u2', nick: '李四', isRevoked: true })), 'me', t)).toBe('conversation.recalledBy(李四)');
  expect(conversationPreview(group(last({ fromAccount: 'u2', revoker: 'u2', nick: '李四', nameCard: '四哥', isRevoked: true })), 'me', t)).toBe(
    'conversation.recalledBy(四哥)',
  );
  expect(conversationPreview(group(last({ fromAccount: 'u2', isRevoked: true })), 'me', t)).toBe('conversation.recalledBy(u2)');
});
