// The words naming each field in the server's messages (the labels in the current language and
// the server's own field names, messages.ts), for putting a 400's message on its field.
import type { TFunction } from 'i18next';
import type { FieldNames } from '../../kit';
import type { CardFormValues, PasswordFormValues, ProfileFormValues } from './profile.schemas';

export const profileFieldNames = (t: TFunction): FieldNames<keyof ProfileFormValues> => ({
  avatar: [t('profile.avatar'), '头像'],
  nickName: [t('profile.nickName'), '昵称'],
  mobile: [t('profile.mobile'), '手机号'],
  email: [t('profile.email'), '邮箱'],
});

export const passwordFieldNames = (t: TFunction): FieldNames<keyof PasswordFormValues> => ({
  oldPassword: [t('profile.oldPassword'), '原密码'],
  newPassword: [t('profile.newPassword'), '新密码'],
});

export const cardFieldNames = (t: TFunction): FieldNames<keyof CardFormValues> => ({
  avatar: [t('profile.avatar'), '头像'],
  name: [t('profile.cardName'), '姓名'],
  title: [t('profile.cardTitle'), '职务'],
  mobile: [t('profile.mobile'), '手机号'],
  email: [t('profile.email'), '邮箱'],
});
