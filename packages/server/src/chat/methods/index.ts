import type { Method } from '../protocol';
import { CONTACT_HANDLERS } from './contacts';
import { GROUP_ADMIN_HANDLERS } from './group-admin';
import { SEARCH_HANDLERS } from './search';
import { deleteConversation, getConversationList, pinConversation, setMessageRead, setMessageRemindType } from './conversations';
import { createGroup, getGroupList, getGroupMemberList, getGroupProfile } from './groups';
import { getMessageList, sync } from './history';
import { getUserProfile, getUserStatus, updateMyProfile } from './profiles';
import { REACTION_HANDLERS } from './reactions';
import { convertVoiceToText, translateText } from './providers';
import { getGroupMessageReadMemberList, getMessageReadReceiptList, sendMessageReadReceipt } from './receipts';
import { deleteMessage, revokeMessage } from './revoke-delete';
import { sendMessage } from './send-message';
import { SIGNALING_HANDLERS } from './signaling';
import type { Handler } from './types';

/** The methods of a logged-in connection (login, logout and ping belong to the connection itself). */
export type SessionMethod = Exclude<Method, 'login' | 'logout' | 'ping'>;

export const HANDLERS: { [M in SessionMethod]: Handler<M> } = {
  sendMessage,
  sync,
  getMessageList,
  getConversationList,
  deleteConversation,
  pinConversation,
  setMessageRemindType,
  setMessageRead,
  revokeMessage,
  deleteMessage,
  sendMessageReadReceipt,
  getMessageReadReceiptList,
  getGroupMessageReadMemberList,
  getUserProfile,
  updateMyProfile,
  getUserStatus,
  createGroup,
  getGroupList,
  getGroupProfile,
  getGroupMemberList,
  translateText,
  convertVoiceToText,
  ...CONTACT_HANDLERS,
  ...GROUP_ADMIN_HANDLERS,
  ...REACTION_HANDLERS,
  ...SEARCH_HANDLERS,
  ...SIGNALING_HANDLERS,
};

/** Methods that wait on another service: they run beside the connection's queue, not in it. */
export const CONCURRENT_METHODS: ReadonlySet<Method> = new Set(['translateText', 'convertVoiceToText']);
