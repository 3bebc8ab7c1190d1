import { z } from 'zod';
import { SIGNALING_LIMITS, type Method } from './protocol';

// Params of the call-signalling methods (see frames.ts).

const chatId = z.string().min(1).max(128);
const data = z.string().max(SIGNALING_LIMITS.dataChars).optional().default('');
const timeout = z.number().int().nonnegative().max(SIGNALING_LIMITS.maxTimeout).optional().default(SIGNALING_LIMITS.defaultTimeout);
const onlineUserOnly = z.boolean().optional().default(false);
const handle = z.object({ inviteID: z.string().min(1).max(128), data });

export const SIGNALING_PARAMS = {
  invite: z.object({ userID: chatId, data, timeout, onlineUserOnly }),
  inviteInGroup: z.object({
    groupID: chatId,
    inviteeList: z
      .array(chatId)
      .min(1)
      .max(SIGNALING_LIMITS.maxInvitees)
      .refine((list) => new Set(list).size === list.length, 'inviteeList names someone twice'),
    data,
    timeout,
    onlineUserOnly,
  }),
  cancel: handle,
  accept: handle,
  reject: handle,
} satisfies Partial<Record<Method, z.ZodType>>;
