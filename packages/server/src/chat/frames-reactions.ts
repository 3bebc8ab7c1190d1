import { z } from 'zod';
import { REACTION_LIMITS, type Method } from './protocol';

// Params of the chat service's reaction methods (see frames.ts).

const conversationID = z.string().min(4).max(200);
const ID = z.string().min(1).max(128);
/** An emoji or a short name: printable, no control characters. */
const reactionID = z
  .string()
  .min(1)
  .max(REACTION_LIMITS.reactionIDChars)
  .refine((id) => !/\p{Cc}/u.test(id), 'a reaction ID has no control characters');
const change = z.object({ conversationID, ID, reactionID });

export const REACTION_PARAMS = {
  addMessageReaction: change,
  removeMessageReaction: change,
  getMessageReactions: z.object({
    conversationID,
    IDs: z.array(ID).min(1).max(REACTION_LIMITS.messagesPerRequest),
    maxUserCountPerReaction: z
      .number()
      .int()
      .min(0)
      .optional()
      .transform((n) => Math.min(n ?? REACTION_LIMITS.maxUserCountPerReaction, REACTION_LIMITS.maxUserCountPerReaction)),
  }),
  getAllUserListOfMessageReaction: z.object({
    conversationID,
    ID,
    reactionID,
    nextSeq: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional().default(0),
    count: z
      .number()
      .int()
      .positive()
      .optional()
      .transform((n) => Math.min(n ?? REACTION_LIMITS.userListPageSize, REACTION_LIMITS.userListPageSize)),
  }),
} satisfies Partial<Record<Method, z.ZodType>>;
