import { z } from 'zod';
import type { Method } from './protocol';

// Params of the chat service's group administration: joining, applications, members, roles, mutes methods (see frames.ts).

/** docs/chat.md §5: the name is required, 2-20 characters of Chinese, letters, digits or underscore. */
export const groupName = z
  .string()
  .min(1, 'the group name cannot be empty (群名称不能为空)')
  .regex(/^[\p{Script=Han}A-Za-z0-9_]{2,20}$/u, 'the group name must be 2-20 characters of Chinese, letters, digits or underscore');

/** docs/chat.md §5/§9: the announcement holds at most 150 characters. */
const notification = z.string().max(150, '群公告字数超出限制，最大长度为150');

const chatId = z.string().min(1).max(128);
const groupID = chatId;
const userIDList = (max: number) => z.array(chatId).min(1).max(max);
/** Ten years: more than any mute the kit sets (30 days), and well within a bigint. */
const MAX_MUTE_SECONDS = 10 * 365 * 86400;

export const GROUP_ADMIN_PARAMS = {
  searchGroupByID: z.object({ groupID }),
  joinGroup: z.object({ groupID, applyMessage: z.string().max(300).optional().default('') }),
  getGroupApplicationList: z.object({}).optional().default({}),
  handleGroupApplication: z.object({
    groupID,
    applicant: chatId,
    handleAction: z.enum(['Agree', 'Reject']),
    handleMessage: z.string().max(300).optional().default(''),
  }),
  updateGroupProfile: z
    .object({
      groupID,
      name: groupName.optional(),
      avatar: z.string().max(1024).optional(),
      introduction: z.string().max(120).optional(),
      notification: notification.optional(),
      joinOption: z.enum(['FreeAccess', 'NeedPermission', 'DisableApply']).optional(),
      muteAllMembers: z.boolean().optional(),
    })
    .refine((p) => Object.keys(p).some((k) => k !== 'groupID' && p[k as keyof typeof p] !== undefined), 'give at least one field to change'),
  addGroupMember: z.object({ groupID, userIDList: userIDList(500) }),
  deleteGroupMember: z.object({ groupID, userIDList: userIDList(100), reason: z.string().max(300).optional().default('') }),
  changeGroupOwner: z.object({ groupID, newOwnerID: chatId }),
  // Any string: an unknown role is the SDK's 2683, not a 2000.
  setGroupMemberRole: z.object({ groupID, userID: chatId, role: z.string().max(32) }),
  setGroupMemberMuteTime: z.object({ groupID, userID: chatId, muteTime: z.number().int().nonnegative().max(MAX_MUTE_SECONDS) }),
  dismissGroup: z.object({ groupID }),
  quitGroup: z.object({ groupID }),
  // The SDK reads at most 50 members a call and drops the rest.
  getGroupMemberProfile: z.object({
    groupID,
    userIDList: z
      .array(chatId)
      .max(500)
      .transform((ids) => ids.slice(0, 50)),
  }),
  searchCloudGroupMembers: z.object({
    keywordList: z.array(z.string().trim().min(1).max(64)).min(1).max(5),
    keywordListMatchType: z.enum(['or', 'and']).optional().default('or'),
    groupIDList: z.array(groupID).max(100).optional(),
    groupTypeList: z
      .array(z.enum(['Private', 'Public', 'ChatRoom', 'AVChatRoom', 'Community']))
      .max(5)
      .optional(),
    count: z
      .number()
      .int()
      .positive()
      .optional()
      .transform((n) => Math.min(n ?? 20, 100)),
    cursor: z
      .string()
      .regex(/^\d{0,9}$/)
      .optional()
      .default(''),
  }),
} satisfies Partial<Record<Method, z.ZodType>>;
