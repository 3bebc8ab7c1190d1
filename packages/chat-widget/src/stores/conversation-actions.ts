// The conversation list's menu actions (docs/chat.md §2): delete, pin, mute, over the engine; each
// resolves to its outcome, whose failure the list's view shows as a toast.
import type { ChatEngine } from '../engine/chat-engine';
import { TYPES } from '../engine/constants';
import { attempt } from './outcome';

export type ConversationActionsEngine = Pick<ChatEngine, 'deleteConversation' | 'pinConversation' | 'setMessageRemindType'>;

/** A row of the list as the actions need it. */
export interface ConversationTarget {
  conversationID: string;
  group: boolean;
  pinned: boolean;
  muted: boolean;
}

export function conversationActions(engine: ConversationActionsEngine) {
  return {
    remove: (conversationID: string) => attempt(() => engine.deleteConversation(conversationID), null, 'conversation.deleteFailed'),
    togglePin: ({ conversationID, pinned }: ConversationTarget) =>
      attempt(() => engine.pinConversation({ conversationID, isPinned: !pinned }), null, pinned ? 'conversation.unpinFailed' : 'conversation.pinFailed'),
    toggleMute({ conversationID, group, muted }: ConversationTarget) {
      const messageRemindType = muted ? TYPES.MSG_REMIND_ACPT_AND_NOTE : TYPES.MSG_REMIND_ACPT_NOT_NOTE;
      const target = group ? { groupID: conversationID.slice(5) } : { userIDList: [conversationID.slice(3)] };
      return attempt(
        () => engine.setMessageRemindType({ ...target, messageRemindType }),
        null,
        muted ? 'conversation.unmuteFailed' : 'conversation.muteFailed',
      );
    },
  };
}
