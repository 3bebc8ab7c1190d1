// The plan and project forms' values and rules: the server's limits and messages, said before the
// server does; and the words that name each field in a server message (this language's labels
// and the contract's words in each language), for putting a 400's message on its field.
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { HelpPlan, HelpPlanInput, HelpProject, HelpProjectInput } from '../../api/help.api';
import type { ConsoleKey } from '../../i18n-keys';
import type { FieldNames } from '../../kit';

const MOBILE = /^1\d{10}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function period(t: TFunction) {
  return {
    startDate: z.string().regex(DAY, t('help.dateRequired')),
    endDate: z.string().regex(DAY, t('help.dateRequired')),
  };
}
const inOrder = (v: { startDate: string; endDate: string }) => !DAY.test(v.startDate) || !DAY.test(v.endDate) || v.startDate <= v.endDate;

/** A period of days (YYYY-MM-DD, which compare as text). */
export interface Period {
  startDate: string;
  endDate: string;
}

/** The span of a plan's projects (the earliest start, the latest end), or undefined for none. */
export function projectsSpan(projects: readonly Period[]): Period | undefined {
  const starts = projects.map((p) => p.startDate).filter((d) => DAY.test(d));
  const ends = projects.map((p) => p.endDate).filter((d) => DAY.test(d));
  if (starts.length === 0 || ends.length === 0) return undefined;
  return { startDate: starts.reduce((a, b) => (a < b ? a : b)), endDate: ends.reduce((a, b) => (a > b ? a : b)) };
}

/** `projects`: the span of the plan's projects, which its period must still hold (the server checks too). */
export function planFormSchema(t: TFunction, projects?: Period) {
  return z
    .object({
      title: z.string().trim().min(1, t('help.planTitleRequired')).max(50, t('help.planTitleTooLong')),
      description: z.string().trim().max(500, t('help.planDescriptionTooLong')),
      ...period(t),
    })
    .refine(inOrder, { message: t('help.periodOrder'), path: ['endDate'] })
    .refine((v) => !projects || !DAY.test(v.startDate) || v.startDate <= projects.startDate, {
      message: t('help.planStartAfterProjects', { date: projects?.startDate }),
      path: ['startDate'],
    })
    .refine((v) => !projects || !DAY.test(v.endDate) || v.endDate >= projects.endDate, {
      message: t('help.planEndBeforeProjects', { date: projects?.endDate }),
      path: ['endDate'],
    });
}
export type PlanFormValues = z.infer<ReturnType<typeof planFormSchema>>;

export const EMPTY_PLAN_FORM: PlanFormValues = { title: '', description: '', startDate: '', endDate: '' };
export const planToForm = (plan: HelpPlan): PlanFormValues => ({
  title: plan.title,
  description: plan.description ?? '',
  startDate: plan.startDate ?? '',
  endDate: plan.endDate ?? '',
});
export const formToPlanInput = (v: PlanFormValues): HelpPlanInput => ({
  title: v.title.trim(),
  description: v.description.trim() || null,
  startDate: v.startDate,
  endDate: v.endDate,
});

/** `plan`: the plan's period, which the project's must lie within (the server checks too). */
export function projectFormSchema(t: TFunction, plan?: Period) {
  return z
    .object({
      title: z.string().trim().min(1, t('help.projectTitleRequired')).max(50, t('help.projectTitleTooLong')),
      targetGroup: z.string().trim().min(1, t('help.targetGroupRequired')).max(50, t('help.targetGroupTooLong')),
      quota: z.string().refine((v) => /^\d+$/.test(v.trim()) && Number(v) >= 1 && Number(v) <= 10000, t('help.quotaInvalid')),
      ...period(t),
      description: z.string().trim().max(1000, t('help.projectDescriptionTooLong')),
      contactName: z.string().trim().min(1, t('help.contactNameRequired')).max(20, t('help.contactNameTooLong')),
      contactMobile: z.string().trim().regex(MOBILE, t('help.contactMobileInvalid')),
    })
    .refine(inOrder, { message: t('help.periodOrder'), path: ['endDate'] })
    .refine((v) => !plan || !DAY.test(v.startDate) || v.startDate >= plan.startDate, {
      message: t('help.projectStartBeforePlan', { date: plan?.startDate }),
      path: ['startDate'],
    })
    .refine((v) => !plan || !DAY.test(v.endDate) || v.endDate <= plan.endDate, {
      message: t('help.projectEndAfterPlan', { date: plan?.endDate }),
      path: ['endDate'],
    });
}
export type ProjectFormValues = z.infer<ReturnType<typeof projectFormSchema>>;

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  targetGroup: '',
  quota: '',
  startDate: '',
  endDate: '',
  description: '',
  contactName: '',
  contactMobile: '',
};
export const projectToForm = (p: HelpProject): ProjectFormValues => ({
  title: p.title,
  targetGroup: p.targetGroup ?? '',
  quota: p.quota === null || p.quota === undefined ? '' : String(p.quota),
  startDate: p.startDate ?? '',
  endDate: p.endDate ?? '',
  description: p.description ?? '',
  contactName: p.contactName ?? '',
  contactMobile: p.contactMobile ?? '',
});
export const formToProjectInput = (v: ProjectFormValues): HelpProjectInput => ({
  title: v.title.trim(),
  targetGroup: v.targetGroup.trim(),
  quota: Number(v.quota),
  startDate: v.startDate,
  endDate: v.endDate,
  description: v.description.trim() || null,
  contactName: v.contactName.trim(),
  contactMobile: v.contactMobile.trim(),
});

const words = (t: TFunction, key: ConsoleKey, ...contract: string[]) => [t(key), t(key).toLowerCase(), ...contract];

export function planFieldNames(t: TFunction): FieldNames<keyof PlanFormValues> {
  return {
    title: words(t, 'help.planTitle', '计划名称', '計畫名稱', 'plan name'),
    description: words(t, 'help.planDescription', '计划说明', '計畫說明', 'plan description'),
    startDate: words(t, 'help.startDate', '开始日期', '開始日期', 'start date'),
    endDate: words(t, 'help.endDate', '结束日期', '結束日期', 'end date'),
  };
}

export function projectFieldNames(t: TFunction): FieldNames<keyof ProjectFormValues> {
  return {
    title: words(t, 'help.projectTitle', '项目名称', '項目名稱', 'project name'),
    targetGroup: words(t, 'help.targetGroup', '帮扶对象', '幫扶對象', 'target group'),
    quota: words(t, 'help.quota', '名额', '名額', 'quota'),
    startDate: words(t, 'help.startDate', '开始日期', '開始日期', 'start date'),
    endDate: words(t, 'help.endDate', '结束日期', '結束日期', 'end date'),
    description: words(t, 'help.projectDescription', '项目说明', '項目說明', 'project description'),
    contactName: words(t, 'help.contactName', '联系人', '聯絡人', 'contact name'),
    contactMobile: words(t, 'help.contactMobile', '联系电话', '聯絡電話', 'contact mobile'),
  };
}
