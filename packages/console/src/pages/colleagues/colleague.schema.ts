// The colleague forms' rules (the server's, said before it does). Adding one: an account of 4–32
// letters, digits or underscores starting with a letter, a name of 1–20, an 11-digit mobile from 1.
// Handing over work: a colleague to take it over.
import type { TFunction } from 'i18next';
import { z } from 'zod';
import type { FieldNames } from '../../kit';

export function colleagueSchema(t: TFunction) {
  return z.object({
    username: z
      .string()
      .trim()
      .min(1, t('colleagues.usernameRequired'))
      .regex(/^[A-Za-z][A-Za-z0-9_]{3,31}$/, t('colleagues.usernamePattern')),
    name: z.string().trim().min(1, t('colleagues.nameRequired')).max(20, t('colleagues.nameTooLong')),
    mobile: z
      .string()
      .trim()
      .min(1, t('colleagues.mobileRequired'))
      .regex(/^1\d{10}$/, t('colleagues.mobileInvalid')),
  });
}
export type ColleagueFormValues = z.infer<ReturnType<typeof colleagueSchema>>;
export const EMPTY_COLLEAGUE: ColleagueFormValues = { username: '', name: '', mobile: '' };

/** The words naming each field in the server's messages (src/http/colleagues/messages.ts, all locales). */
export const colleagueFieldNames = (t: TFunction): FieldNames<keyof ColleagueFormValues> => ({
  username: [t('colleagues.username'), '用户名', '使用者名稱', 'username'],
  name: [t('colleagues.name'), '姓名', 'name'],
  mobile: [t('colleagues.mobile'), '手机号', '手機號', 'mobile'],
});

/** 移交工作: the colleague who takes over, by id (the select's value). */
export function handoverSchema(t: TFunction) {
  return z.object({ targetId: z.string().min(1, t('colleagues.handoverTargetRequired')) });
}
export type HandoverFormValues = z.infer<ReturnType<typeof handoverSchema>>;

/** The words naming the heir in the server's messages (src/http/colleagues/messages.ts, all locales). */
export const handoverFieldNames = (t: TFunction): FieldNames<keyof HandoverFormValues> => ({
  targetId: [t('colleagues.handoverTarget'), '接手', 'take over'],
});
