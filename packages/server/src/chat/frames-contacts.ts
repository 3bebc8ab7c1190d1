import { z } from 'zod';
import { ADD_SOURCE_PATTERN, CONTACT_LIMITS, DEFAULT_ADD_SOURCE } from '@employment-cloud/chat-protocol';
import type { Method } from './protocol';

// Params of the chat service's contacts: friends, friend applications, blacklist (see frames.ts).
// Remark and wording lengths are counted in the handlers (contactTextLength), answered with 30001.

// The contact values of the wire protocol, for the server's handlers.
export { CONTACT_LIMITS, contactTextLength } from '@employment-cloud/chat-protocol';

const chatId = z.string().min(1).max(128);
const userIDList = z.array(chatId).min(1).max(CONTACT_LIMITS.batchSize);
const text = z.string().max(1024);
const none = z.object({}).optional().default({});

export const CONTACT_PARAMS = {
  getFriendList: none,
  getFriendProfile: z.object({ userIDList }),
  checkFriend: z.object({ userIDList, type: z.enum(['CheckResult_Type_Both', 'CheckResult_Type_Single']).optional().default('CheckResult_Type_Both') }),
  addFriend: z.object({
    to: chatId,
    source: z.string().regex(ADD_SOURCE_PATTERN, 'source must be AddSource_Type_ and up to 8 letters').optional().default(DEFAULT_ADD_SOURCE),
    wording: text.optional().default(''),
    remark: text.optional().default(''),
    type: z.literal('Add_Type_Both').optional(),
  }),
  deleteFriend: z.object({ userIDList, type: z.enum(['Delete_Type_Both', 'Delete_Type_Single']).optional().default('Delete_Type_Both') }),
  updateFriend: z.object({ userID: chatId, remark: text }),
  getFriendApplicationList: none,
  acceptFriendApplication: z.object({
    userID: chatId,
    remark: text.optional().default(''),
    type: z.enum(['Response_Action_AgreeAndAdd', 'Response_Action_Agree']).optional().default('Response_Action_AgreeAndAdd'),
  }),
  refuseFriendApplication: z.object({ userID: chatId }),
  setFriendApplicationRead: none,
  getBlacklist: none,
  addToBlacklist: z.object({ userIDList }),
  removeFromBlacklist: z.object({ userIDList }),
  getCustomerServiceList: none,
} satisfies Partial<Record<Method, z.ZodType>>;
