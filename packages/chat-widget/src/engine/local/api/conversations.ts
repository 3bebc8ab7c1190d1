// The conversation list: read from the engine's cache, changed on the server.
import { ChatError, ok } from '../../chat-error';
import type { ChatEngine } from '../../chat-engine';
import type { Core } from '../core';
import { toGroup, toProfile } from '../from-wire';
import { conversationIDOf, ERROR_CODES, parseConversationID } from '@employment-cloud/chat-protocol';

type Methods = Pick<
  ChatEngine,
  | 'getConversationList'
  | 'getConversationProfile'
  | 'deleteConversation'
  | 'pinConversation'
  | 'setMessageRemindType'
  | 'setMessageRead'
  | 'getTotalUnreadMessageCount'
>;

function checkedID(conversationID: string): string {
  if (!parseConversationID(conversationID)) throw new ChatError(ERROR_CODES.INVALID_PARAMS, `invalid conversationID: ${conversationID}`);
  return conversationID;
}

export function conversationMethods(core: Core): Methods {
  const loggedIn = () => {
    if (!core.isLoggedIn()) throw new ChatError(ERROR_CODES.NOT_LOGGED_IN, 'not logged in');
  };

  return {
    async getConversationList() {
      loggedIn();
      return ok({ conversationList: core.conversations.list(), isSyncCompleted: true });
    },
    async getConversationProfile(conversationID) {
      loggedIn();
      const { type, peer } = parseConversationID(checkedID(conversationID))!;
      const held = core.conversations.get(conversationID);
      if (held) return ok({ conversation: held });
      // A conversation with no messages yet (opening a chat with someone new): it joins the list.
      if (type === 'C2C' && !core.directory.users.has(peer)) {
        const { profileList } = await core.call('getUserProfile', { userIDList: [peer] });
        core.directory.putUsers(profileList.map(toProfile));
      }
      if (type === 'GROUP' && !core.directory.groups.has(peer)) {
        const { group } = await core.call('getGroupProfile', { groupID: peer });
        core.directory.putGroups([toGroup(group)]);
      }
      const conversation = core.conversations.ensure(conversationID);
      core.publishConversations();
      return ok({ conversation });
    },
    async deleteConversation(options) {
      const conversationIDList = typeof options === 'string' ? [options] : options.conversationIDList;
      for (const conversationID of conversationIDList) {
        await core.call('deleteConversation', { conversationID: checkedID(conversationID) });
        core.conversations.remove(conversationID);
      }
      core.publishConversations();
      return ok(typeof options === 'string' ? { conversationID: options, conversationIDList } : { conversationIDList });
    },
    async pinConversation({ conversationID, isPinned }) {
      await core.call('pinConversation', { conversationID: checkedID(conversationID), isPinned });
      const conversation = core.conversations.get(conversationID);
      if (conversation) conversation.isPinned = isPinned;
      core.publishConversations();
      return ok({ conversationID });
    },
    async setMessageRemindType({ userIDList, groupID, messageRemindType }) {
      const successUserIDList: { userID: string }[] = [];
      const failureUserIDList: { userID: string; code: number; message: string }[] = [];
      const set = async (conversationID: string) => {
        await core.call('setMessageRemindType', { conversationID, messageRemindType });
        const conversation = core.conversations.get(conversationID);
        if (conversation) conversation.messageRemindType = messageRemindType;
      };
      if (groupID) await set(conversationIDOf('GROUP', groupID));
      for (const userID of userIDList ?? []) {
        try {
          await set(conversationIDOf('C2C', userID));
          successUserIDList.push({ userID });
        } catch (error) {
          const { code = ERROR_CODES.NETWORK, message = String(error) } = error as { code?: number; message?: string };
          failureUserIDList.push({ userID, code, message });
        }
      }
      core.publishConversations();
      const group = groupID ? core.directory.groups.get(groupID) : undefined;
      return ok(group ? { successUserIDList, failureUserIDList, group } : { successUserIDList, failureUserIDList });
    },
    async setMessageRead({ conversationID }) {
      await core.call('setMessageRead', { conversationID: checkedID(conversationID) });
      core.conversations.markRead(conversationID);
      core.publishConversations();
      return ok({});
    },
    getTotalUnreadMessageCount: () => core.conversations.totalUnread(),
  };
}
