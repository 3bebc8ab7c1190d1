// The main admin's colleagues: list, add, disable / enable, reset password, hand over work.
import { z } from 'zod';
import { idParams, isoDateTime, listOf, paging } from './envelope';
import { mobileNumber } from './fields';

// ---- requests

/** GET list: a page of the company's staff, filtered by keyword (account, name, mobile) and status. */
export const colleagueListQuery = z
  .object({
    keyword: z.string().trim().max(50).optional(),
    status: z.enum(['enabled', 'disabled']).optional(),
  })
  .extend(paging);
export type ColleagueListQuery = z.output<typeof colleagueListQuery>;
export type ColleagueStatus = NonNullable<ColleagueListQuery['status']>;

/** POST add: the account they sign in with, their name and mobile (the console's phone rule). */
export const colleagueBody = z.strictObject({
  username: z
    .string({ error: 'colleague.username.required' })
    .trim()
    .min(1, { error: 'colleague.username.required' })
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, { error: 'colleague.username.pattern' }),
  name: z.string({ error: 'colleague.name.required' }).trim().min(1, { error: 'colleague.name.required' }).max(20, { error: 'colleague.name.tooLong' }),
  mobile: z.string({ error: 'colleague.mobile.required' }).trim().min(1, { error: 'colleague.mobile.required' }).pipe(mobileNumber),
});
export type NewColleague = z.input<typeof colleagueBody>;

/** The :id of every route on one colleague. */
export const colleagueParams = idParams;

/** POST handover (移交工作): the colleague who takes over the (disabled) colleague's work. */
export const handoverBody = z.strictObject({
  targetId: z
    .number({ error: 'colleague.handover.targetRequired' })
    .int({ error: 'colleague.handover.targetRequired' })
    .min(1, { error: 'colleague.handover.targetRequired' })
    .max(2_147_483_647, { error: 'colleague.handover.targetRequired' }),
});
export type HandoverRequest = z.input<typeof handoverBody>;

// ---- answers

/** One of the company's staff, with their card and this month's activity (China time). */
export const colleague = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  mobile: z.string().nullable(),
  isMainAdmin: z.boolean(),
  /** Whether they have a recruiter card (有名片 / 无名片). */
  hasCard: z.boolean(),
  disabled: z.boolean(),
  createdAt: isoDateTime,
  /** This month (China time): jobs they created, chats they started, interviews they arranged. */
  activity: z.object({ jobs: z.number().int(), chats: z.number().int(), interviews: z.number().int() }),
});
export type Colleague = z.infer<typeof colleague>;

/** GET list's answer (main admin first). */
export const colleagueList = listOf(colleague);

/** POST add and reset-password: the colleague with the one-time password answered once. */
export const colleagueWithPassword = z.object({ colleague, password: z.string() });
export type ColleagueWithPassword = z.infer<typeof colleagueWithPassword>;

const person = z.object({ id: z.number().int(), name: z.string() });

/** POST handover's answer: what moved to the colleague who took over. */
export const handover = z.object({
  from: person,
  to: person,
  moved: z.object({ jobs: z.number().int(), contacts: z.number().int(), favourites: z.number().int(), interviews: z.number().int() }),
  /** Candidates told in chat who their contact is now. */
  notified: z.number().int(),
});
export type Handover = z.infer<typeof handover>;
