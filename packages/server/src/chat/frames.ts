import { z } from 'zod';
import { CONTACT_PARAMS } from './frames-contacts';
import { GROUP_ADMIN_PARAMS, groupName } from './frames-group-admin';
import { REACTION_PARAMS } from './frames-reactions';
import { SEARCH_PARAMS } from './frames-search';
import { SIGNALING_PARAMS } from './frames-signaling';
import type { Method } from './protocol';

// Every request frame and the params of each method, as zod schemas: anything else is a 2000.
// Counts above a method's page size are clamped to it rather than refused, as the SDK does.

export const requestFrame = z.object({
  id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  method: z.string().min(1).max(64),
  params: z.unknown().optional(),
});

const chatId = z.string().min(1).max(128);
const conversationID = z.string().min(4).max(200);
const messageID = z.string().min(1).max(128);
const page = (max: number) =>
  z
    .number()
    .int()
    .positive()
    .optional()
    .transform((n) => Math.min(n ?? max, max));
const none = z.object({}).optional().default({});

export const MESSAGE_TYPES = [
  'TIMTextElem',
  'TIMImageElem',
  'TIMSoundElem',
  'TIMFileElem',
  'TIMFaceElem',
  'TIMVideoFileElem',
  'TIMLocationElem',
  'TIMGroupTipElem',
  'TIMCustomElem',
  'TIMRelayElem',
] as const;

export const outgoingMessage = z
  .object({
    ID: messageID,
    conversationType: z.enum(['C2C', 'GROUP']),
    to: chatId,
    type: z.enum(MESSAGE_TYPES),
    payload: z.record(z.string(), z.unknown()),
    cloudCustomData: z
      .string()
      .max(64 * 1024)
      .optional()
      .default(''),
    atUserList: z.array(chatId).max(1000).optional().default([]),
    needReadReceipt: z.boolean().optional().default(false),
    priority: z.enum(['High', 'Normal', 'Low', 'Lowest']).optional().default('Normal'),
  })
  .superRefine((m, ctx) => {
    if (m.type === 'TIMTextElem' && typeof m.payload.text !== 'string') {
      ctx.addIssue({ code: 'custom', path: ['payload', 'text'], message: 'a text message needs payload.text' });
    }
    if (m.type === 'TIMCustomElem' && typeof m.payload.data !== 'string') {
      ctx.addIssue({ code: 'custom', path: ['payload', 'data'], message: 'a custom message needs payload.data' });
    }
    if (m.type === 'TIMGroupTipElem') {
      ctx.addIssue({ code: 'custom', path: ['type'], message: 'group tips are made by the server' });
    }
  });

export type ParsedOutgoingMessage = z.output<typeof outgoingMessage>;

const groupType = z.enum(['Private', 'Public', 'ChatRoom', 'AVChatRoom', 'Community']);
const joinOption = z.enum(['FreeAccess', 'NeedPermission', 'DisableApply']);
const remindType = z.enum(['AcceptAndNotify', 'AcceptNotNotify', 'Discard']);

export const PARAMS = {
  login: z.object({ userID: chatId, userSig: z.string().min(1).max(4096), protocol: z.number().int() }),
  logout: none,
  ping: none,
  sendMessage: z.object({ message: outgoingMessage, onlineUserOnly: z.boolean().optional().default(false) }),
  sync: z.object({ cursor: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), count: page(200) }),
  getMessageList: z.object({ conversationID, nextReqMessageID: z.string().max(128).optional(), count: page(15) }),
  getConversationList: none,
  deleteConversation: z.object({ conversationID }),
  pinConversation: z.object({ conversationID, isPinned: z.boolean() }),
  setMessageRemindType: z.object({ conversationID, messageRemindType: remindType }),
  setMessageRead: z.object({ conversationID }),
  revokeMessage: z.object({ ID: messageID }),
  deleteMessage: z.object({ IDs: z.array(messageID).min(1).max(100) }),
  sendMessageReadReceipt: z.object({ IDs: z.array(messageID).min(1).max(100) }),
  getMessageReadReceiptList: z.object({ IDs: z.array(messageID).min(1).max(100) }),
  getGroupMessageReadMemberList: z.object({
    ID: messageID,
    filter: z.union([z.literal(0), z.literal(1)]),
    cursor: z.string().max(200).optional().default(''),
    count: page(100),
  }),
  getUserProfile: z.object({ userIDList: z.array(chatId).max(100) }),
  updateMyProfile: z.object({
    nick: z.string().max(64).optional(),
    avatar: z.string().max(1024).optional(),
    selfSignature: z.string().max(500).optional(),
  }),
  getUserStatus: z.object({ userIDList: z.array(chatId).max(500) }),
  createGroup: z.object({
    name: groupName,
    type: groupType,
    groupID: z.string().max(48).optional(),
    memberList: z.array(chatId).max(500).optional().default([]),
    joinOption: joinOption.optional(),
  }),
  getGroupList: none,
  getGroupProfile: z.object({ groupID: chatId }),
  getGroupMemberList: z.object({ groupID: chatId, count: page(100), offset: z.number().int().nonnegative().optional().default(0) }),
  translateText: z.object({
    sourceTextList: z.array(z.string().max(5000)).min(1).max(20),
    source: z.string().min(1).max(16).optional().default('auto'),
    target: z.string().min(1).max(16),
  }),
  convertVoiceToText: z.object({ url: z.string().min(1).max(2048), language: z.string().max(16).optional() }),
  ...CONTACT_PARAMS,
  ...GROUP_ADMIN_PARAMS,
  ...REACTION_PARAMS,
  ...SEARCH_PARAMS,
  ...SIGNALING_PARAMS,
} satisfies Record<Method, z.ZodType>;

export type Params<M extends Method> = z.output<(typeof PARAMS)[M]>;

export function isMethod(name: string): name is Method {
  return Object.prototype.hasOwnProperty.call(PARAMS, name);
}

/** One line naming the first problem, for the error message. */
export function describeIssues(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'invalid parameters';
  const path = issue.path.map(String).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
}
