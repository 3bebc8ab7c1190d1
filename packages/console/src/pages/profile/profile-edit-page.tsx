// ziliao-edit (/ziliao/edit): the account's avatar (upload under 2 MB), nickname, mobile and
// email. The server's field errors land on their field; leaving with unsaved changes asks.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { updateProfile, type UserProfile } from '../../api/profile.api';
import { toastSuccess } from '../../api/toast';
import type { ConsoleKey } from '../../i18n-keys';
import { controlProps, Field, FormActions, ListState, PlainButton, PrimaryButton, showServerError, useLeavePrompt } from '../../kit';
import { AvatarField } from './avatar-field';
import { profileFieldNames } from './profile-field-names';
import { PROFILE_PATH } from './profile-paths';
import { orNull, profileSchema, type ProfileFormValues } from './profile.schemas';
import { useProfile } from './use-profile';

const Page = styled.section`
  padding: 16px;
  h1 {
    margin: 0 0 16px;
    font-size: 18px;
  }
`;

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
  const navigate = useNavigate();
  const { state, retry } = useProfile(0);
  const schema = useMemo(() => profileSchema(t), [t]);
  const { register, handleSubmit, reset, setError, setValue, watch, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const [saving, setSaving] = useState(false);
  const { leave, leaveDialog } = useLeavePrompt(formState.isDirty && !saving);
  const user = state.status === 'ready' ? state.data : null;

  useEffect(() => {
    if (user) reset(toForm(user));
  }, [user, reset]);

  const error = (name: Name) => formState.errors[name]?.message;
  const text = (name: Name, label: ConsoleKey, extra: Record<string, unknown> = {}, required = true) => (
    <Field id={`profile-${name}`} label={t(label)} error={error(name)} required={required}>
      <input type="text" {...controlProps(`profile-${name}`, error(name))} {...extra} {...register(name)} />
    </Field>
  );

  const save = handleSubmit(async (values) => {
    setSaving(true);
    try {
      await updateProfile({ avatar: orNull(values.avatar), nickName: values.nickName.trim(), mobile: values.mobile.trim(), email: orNull(values.email) });
      reset(values);
      toastSuccess(t('profile.saved'));
      navigate(PROFILE_PATH);
    } catch (failure) {
      showServerError(failure, profileFieldNames(t), setError);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Page aria-labelledby="profile-edit-title">
      <h1 id="profile-edit-title">{t('menu.ziliao-edit')}</h1>
      {!user ? (
        <ListState status={state.status === 'error' ? 'error' : 'loading'} empty error={state.error || t('profile.loadFailed')} onRetry={retry} />
      ) : (
        <form noValidate onSubmit={save}>
          <AvatarField
            id="profile-avatar"
            value={watch('avatar')}
            name={user.name || user.nickname || user.username}
            onChange={(url) => setValue('avatar', url, { shouldDirty: true })}
          />
          {text('nickName', 'profile.nickName', { maxLength: 20, autoComplete: 'nickname' })}
          {text('mobile', 'profile.mobile', { type: 'tel', inputMode: 'numeric', maxLength: 11, autoComplete: 'tel' })}
          {text('email', 'profile.email', { type: 'email', maxLength: 100, autoComplete: 'email' }, false)}
          <FormActions>
            <PrimaryButton type="submit" disabled={saving}>
              {t('profile.save')}
            </PrimaryButton>
            <PlainButton type="button" onClick={() => void leave(PROFILE_PATH)}>
              {t('common.cancel')}
            </PlainButton>
          </FormActions>
        </form>
      )}
      {leaveDialog}
    </Page>
  );
}
