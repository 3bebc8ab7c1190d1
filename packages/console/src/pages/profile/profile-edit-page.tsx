// ziliao-edit (/ziliao/edit): the account's avatar (upload under 2 MB), nickname, mobile and
// email. The server's field errors land on their field; leaving with unsaved changes asks.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { updateProfile, type UserProfile } from '../../api/profile.api';
import type { ConsoleKey } from '../../i18n-keys';
import { controlProps, Field, FormPage, useFormPage } from '../../kit';
import { AvatarField } from './avatar-field';
import { profileFieldNames } from './profile-field-names';
import { PROFILE_PATH } from './profile-paths';
import { orNull, profileSchema, type ProfileFormValues } from './profile.schemas';
import { useProfile } from './use-profile';

type Name = keyof ProfileFormValues;
const EMPTY: ProfileFormValues = { avatar: '', nickName: '', mobile: '', email: '' };
const toForm = (user: UserProfile): ProfileFormValues => ({
  avatar: user.avatar ?? '',
  nickName: user.nickname ?? '',
  mobile: user.mobile ?? '',
  email: user.email ?? '',
});

export default function ProfileEditPage() {
  const { t } = useTranslation();
  const { state, retry } = useProfile();
  const user = state.status === 'ready' ? state.data : null;
  const page = useFormPage({
    schema: useMemo(() => profileSchema(t), [t]),
    empty: EMPTY,
    record: user,
    toForm,
    fieldNames: profileFieldNames(t),
    back: PROFILE_PATH,
    submit: async (values) => {
      await updateProfile({ avatar: orNull(values.avatar), nickName: values.nickName.trim(), mobile: values.mobile.trim(), email: orNull(values.email) });
      return t('profile.saved');
    },
  });
  const { register, setValue, watch } = page.form;

  const text = (name: Name, label: ConsoleKey, extra: Record<string, unknown> = {}, required = true) => (
    <Field id={`profile-${name}`} label={t(label)} error={page.error(name)} required={required}>
      <input type="text" {...controlProps(`profile-${name}`, page.error(name))} {...extra} {...register(name)} />
    </Field>
  );

  return (
    <FormPage title={t('menu.ziliao-edit')} page={page} load={{ state, retry, failed: t('profile.loadFailed') }} submitLabel={t('profile.save')}>
      {user && (
        <AvatarField
          id="profile-avatar"
          value={watch('avatar')}
          name={user.name || user.nickname || user.username}
          onChange={(url) => setValue('avatar', url, { shouldDirty: true })}
        />
      )}
      {text('nickName', 'profile.nickName', { maxLength: 20, autoComplete: 'nickname' })}
      {text('mobile', 'profile.mobile', { type: 'tel', inputMode: 'numeric', maxLength: 11, autoComplete: 'tel' })}
      {text('email', 'profile.email', { type: 'email', maxLength: 100, autoComplete: 'email' }, false)}
    </FormPage>
  );
}
