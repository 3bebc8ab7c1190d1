// The help centre's inputs (zod), each rule with its own message (messages.ts) naming its field.
import { z } from 'zod';

export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A calendar day, YYYY-MM-DD, that exists. */
export const day = (key: string) =>
  z
    .string({ error: key })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: key })
    .refine(
      (text) => {
        const date = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
      },
      { error: key },
    );

const text = (required: string, tooLong: string, max: number) => z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });
const optionalText = (tooLong: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string({ error: tooLong }).trim().max(max, { error: tooLong }).nullish(),
  );
const period = { startDate: day('help.startDate.invalid'), endDate: day('help.endDate.invalid') };
const inOrder = (value: { startDate: string; endDate: string }) => value.startDate <= value.endDate;

export const rejectInput = z.object({ reason: text('help.reason.required', 'help.reason.tooLong', 200) });

export const stageInput = z.object({ stage: z.number().int().min(2).max(3) });

export const planInput = z
  .object({
    title: text('help.plan.title.required', 'help.plan.title.tooLong', 50),
    description: optionalText('help.plan.description.tooLong', 500),
    ...period,
  })
  .refine(inOrder, { error: 'help.period.order', path: ['endDate'] });
export type PlanInput = z.output<typeof planInput>;

const projectFields = z.object({
  title: text('help.project.title.required', 'help.project.title.tooLong', 50),
  targetGroup: text('help.project.targetGroup.required', 'help.project.targetGroup.tooLong', 50),
  quota: z
    .number({ error: 'help.project.quota.invalid' })
    .int({ error: 'help.project.quota.invalid' })
    .min(1, { error: 'help.project.quota.invalid' })
    .max(10000, { error: 'help.project.quota.invalid' }),
  ...period,
  description: optionalText('help.project.description.tooLong', 1000),
  contactName: text('help.project.contactName.required', 'help.project.contactName.tooLong', 20),
  contactMobile: z
    .string({ error: 'help.project.contactMobile.invalid' })
    .trim()
    .regex(/^1\d{10}$/, { error: 'help.project.contactMobile.invalid' }),
});

export const projectInput = projectFields.refine(inOrder, { error: 'help.period.order', path: ['endDate'] });
export const newProjectInput = projectFields
  .extend({ planId: z.number().int().positive().max(2_147_483_647) })
  .refine(inOrder, { error: 'help.period.order', path: ['endDate'] });
export type ProjectInput = z.output<typeof projectInput>;

export const statisticsQuery = z
  .object({ from: day('help.startDate.invalid'), to: day('help.endDate.invalid'), unit: z.enum(['week', 'month']).default('month') })
  .refine((q) => q.from <= q.to, { error: 'help.period.order', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 731 * 86_400_000, { error: 'help.range.tooLong', path: ['to'] });
