import { z } from 'zod';
import type { Method } from './protocol';
import { SEARCHED_TYPES } from './store/search-text';

// Params of the chat service's cloud message search methods (see frames.ts).

/** The SDK's limits: 5 keywords, 5 senders. Pages hold 10 by default, 100 at most (clamped). */
export const SEARCH_LIMITS = { keywords: 5, senders: 5, pageSize: 10, maxPageSize: 100, keywordChars: 100 } as const;

const seconds = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional().default(0);

/** Keywords split on whitespace (an entry may hold several), lower-cased, each once. */
const keywordList = z
  .array(z.string().max(SEARCH_LIMITS.keywordChars * SEARCH_LIMITS.keywords))
  .max(SEARCH_LIMITS.keywords)
  .optional()
  .default([])
  .transform((list) => [...new Set(list.flatMap((k) => k.toLowerCase().split(/\s+/u)).filter((k) => k !== ''))])
  .refine((list) => list.length <= SEARCH_LIMITS.keywords, `at most ${SEARCH_LIMITS.keywords} keywords`)
  .refine((list) => list.every((k) => k.length <= SEARCH_LIMITS.keywordChars), `a keyword has at most ${SEARCH_LIMITS.keywordChars} characters`);

export const searchCloudMessagesParams = z
  .object({
    keywordList,
    keywordListMatchType: z.enum(['and', 'or']).optional().default('or'),
    senderUserIDList: z.array(z.string().min(1).max(128)).max(SEARCH_LIMITS.senders).optional().default([]),
    messageTypeList: z
      .array(z.enum(SEARCHED_TYPES, { message: `a searched message type is one of ${SEARCHED_TYPES.join(', ')}` }))
      .max(SEARCHED_TYPES.length * 2)
      .optional()
      .default([]),
    conversationID: z.string().min(4).max(200).optional(),
    timePosition: seconds,
    timePeriod: seconds,
    count: z
      .number()
      .int()
      .positive()
      .optional()
      .transform((n) => Math.min(n ?? SEARCH_LIMITS.pageSize, SEARCH_LIMITS.maxPageSize)),
    cursor: z.string().max(200).optional().default(''),
  })
  .superRefine((p, ctx) => {
    // The SDK's rule: without senders or types there must be keywords to search for.
    if (p.keywordList.length === 0 && p.messageTypeList.length === 0 && p.senderUserIDList.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['keywordList'], message: 'empty: give keywords, a messageTypeList or a senderUserIDList' });
    }
  });

export type SearchParams = z.output<typeof searchCloudMessagesParams>;

export const SEARCH_PARAMS = {
  searchCloudMessages: searchCloudMessagesParams,
} satisfies Partial<Record<Method, z.ZodType>>;
