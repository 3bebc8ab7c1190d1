// Message reactions (the SDK's addMessageReaction and the rest). The caller's own change comes
// back in the answer, not as a push: it is emitted as MESSAGE_REACTIONS_UPDATED here, so every
// view of the message learns it the same way as the other side's.
import { ChatError, ok } from '../../chat-error';
import type { Message } from '../../message';
import type { MessageReactions, ReactionEngine } from '../../reactions';
import type { Core } from '../core';
import { emitReactions, toMessageReactions } from '../reactions';
import { userInfo } from '../user-info';
import { ERROR_CODES } from '@employment-cloud/chat-protocol';

/** The SDK's rule: only a message the server has (status success) has reactions. */
function sent(message: Message): Message {
  if (!message || message.status !== 'success' || !message.conversationID) {
    throw new ChatError(ERROR_CODES.INVALID_PARAMS, 'reactions need a message that was sent');
  }
  return message;
}

export function reactionMethods(core: Core): ReactionEngine {
  const change = (method: 'addMessageReaction' | 'removeMessageReaction') => async (message: Message, reactionID: string) => {
    const { conversationID, ID } = sent(message);
    const { reactions } = await core.call(method, { conversationID, ID, reactionID });
    await emitReactions(core, reactions);
    return ok({});
  };
  return {
    addMessageReaction: change('addMessageReaction'),
    removeMessageReaction: change('removeMessageReaction'),
    async getMessageReactions({ messageList, maxUserCountPerReaction }) {
      const byConversation = new Map<string, string[]>();
      for (const message of messageList.map(sent))
        byConversation.set(message.conversationID, [...(byConversation.get(message.conversationID) ?? []), message.ID]);
      const answers = await Promise.all(
        [...byConversation].map(([conversationID, IDs]) =>
          core.call('getMessageReactions', maxUserCountPerReaction === undefined ? { conversationID, IDs } : { conversationID, IDs, maxUserCountPerReaction }),
        ),
      );
      const found = new Map<string, MessageReactions>();
      for (const { resultList } of answers) for (const wire of resultList) found.set(wire.ID, await toMessageReactions(core, wire));
      return ok({ resultList: messageList.map((m) => found.get(m.ID) ?? { messageID: m.ID, reactionList: [] }) });
    },
    async getAllUserListOfMessageReaction({ message, reactionID, nextSeq, count }) {
      const { conversationID, ID } = sent(message);
      const page = await core.call('getAllUserListOfMessageReaction', { conversationID, ID, reactionID, nextSeq: nextSeq ?? 0, ...(count ? { count } : {}) });
      const info = await userInfo(core, page.userIDList);
      return ok({ userList: page.userIDList.map((userID) => info.get(userID)!), nextSeq: page.nextSeq, isCompleted: page.isCompleted });
    },
  };
}
