import { z } from 'zod';
import { mobileNumber } from '../jobs-manage/job-input';

/** A new colleague: the account they sign in with, their name and mobile (the console's phone rule). */
export const colleagueBody = z.strictObject({
  username: z
    .string({ error: 'colleague.username.required' })
    .trim()
    .min(1, { error: 'colleague.username.required' })
    .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, { error: 'colleague.username.pattern' }),
  name: z.string({ error: 'colleague.name.required' }).trim().min(1, { error: 'colleague.name.required' }).max(20, { error: 'colleague.name.tooLong' }),
  mobile: z.string({ error: 'colleague.mobile.required' }).trim().min(1, { error: 'colleague.mobile.required' }).pipe(mobileNumber),
});

export const colleagueParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** 移交工作: the colleague who takes over the (disabled) colleague's work. */
export const handoverBody = z.strictObject({
  targetId: z
    .number({ error: 'colleague.handover.targetRequired' })
    .int({ error: 'colleague.handover.targetRequired' })
    .min(1, { error: 'colleague.handover.targetRequired' })
    .max(2_147_483_647, { error: 'colleague.handover.targetRequired' }),
});

export const colleagueQuery = z.object({
  keyword: z.string().trim().max(50).optional(),
  status: z.enum(['enabled', 'disabled']).optional(),
});
