// The conversation's one line under its name: its last message's summary in the reader's
// language, or who recalled it (the recalled words are gone, as in the chat itself).
import type { Conversation } from '../../engine';
import type { GroupTipKey } from '../../engine/group-tip-text';
import { messageSummary, type SummaryKey } from '../../engine/message-summary';
import { conversationName } from './conversation-display';

export type PreviewKey = SummaryKey | GroupTipKey | 'conversation.youRecalled' | 'conversation.recalledBy' | 'conversation.anonymous';
export type PreviewTranslate = (key: PreviewKey, options?: Record<string, string>) => string;

/** '' without a last message; `me` is the reader's user ID. */
export function conversationPreview(conversation: Conversation, me: string, t: PreviewTranslate): string {
  const last = conversation.lastMessage;
  if (!last) return '';
  if (!last.isRevoked) return messageSummary(last.type, last.payload, t);
  const revoker = last.revoker || last.fromAccount;
  if (revoker === me) return t('conversation.youRecalled');
  // Only senders recall their own messages: in a one-to-one chat that is the peer, named as the list names them.
  const name = conversation.type === 'C2C' ? conversationName(conversation, t('conversation.anonymous')) : last.nameCard || last.nick || revoker;
  return t('conversation.recalledBy', { name });
}
