// The rules of the personal info, password and recruiter card forms (the server's limits, said
// before it does): names 1–20, position 1–30, mobile 11 digits from 1, email optional, a new
// password of 8–64 typed twice alike.
import type { TFunction } from 'i18next';
import { z } from 'zod';

const MOBILE = /^1\d{10}$/;

function mobile(t: TFunction) {
  return z.string().trim().min(1, t('profile.mobileRequired')).regex(MOBILE, t('profile.mobileInvalid'));
}
function email(t: TFunction) {
  return z
    .string()
    .trim()
    .max(100, t('profile.emailInvalid'))
    .refine((v) => v === '' || z.email().safeParse(v).success, t('profile.emailInvalid'));
}

export function profileSchema(t: TFunction) {
  return z.object({
    avatar: z.string(),
    nickName: z.string().trim().min(1, t('profile.nickNameRequired')).max(20, t('profile.nickNameTooLong')),
    mobile: mobile(t),
    email: email(t),
  });
}
export type ProfileFormValues = z.infer<ReturnType<typeof profileSchema>>;

export function passwordSchema(t: TFunction) {
  return z
    .object({
      // Not trimmed: a password is taken as typed.
      oldPassword: z.string().min(1, t('profile.oldPasswordRequired')),
      newPassword: z.string().min(8, t('profile.newPasswordLength')).max(64, t('profile.newPasswordLength')),
      confirmPassword: z.string(),
    })
    .refine((v) => v.confirmPassword === v.newPassword, { message: t('profile.passwordMismatch'), path: ['confirmPassword'] });
}
export type PasswordFormValues = z.infer<ReturnType<typeof passwordSchema>>;
export const EMPTY_PASSWORDS: PasswordFormValues = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function cardSchema(t: TFunction) {
  return z.object({
    avatar: z.string(),
    name: z.string().trim().min(1, t('profile.nameRequired')).max(20, t('profile.nameTooLong')),
    title: z.string().trim().min(1, t('profile.titleRequired')).max(30, t('profile.titleTooLong')),
    mobile: mobile(t),
    email: email(t),
  });
}
export type CardFormValues = z.infer<ReturnType<typeof cardSchema>>;

/** A blank optional text goes to the server as null. */
export const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
