// Changing the password: the current one and the new one twice (8–64). The server ends the
// account's other sessions; the form says so once it is done.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../api/profile.api';
import { toastSuccess } from '../../api/toast';
import type { ConsoleKey } from '../../i18n-keys';
import { controlProps, Field, FormActions, PrimaryButton, showServerError } from '../../kit';
import { passwordFieldNames } from './profile-field-names';
import { EMPTY_PASSWORDS, passwordSchema, type PasswordFormValues } from './profile.schemas';

type Name = keyof PasswordFormValues;

export function PasswordForm() {
  const { t } = useTranslation();
  const schema = useMemo(() => passwordSchema(t), [t]);
  const { register, handleSubmit, reset, setError, formState } = useForm<PasswordFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY_PASSWORDS });
  const [done, setDone] = useState(false);
  const error = (name: Name) => formState.errors[name]?.message;
  const field = (name: Name, label: ConsoleKey, autoComplete: string) => (
    <Field id={`password-${name}`} label={t(label)} error={error(name)} required>
      <input
        type="password"
        autoComplete={autoComplete}
        maxLength={128}
        {...controlProps(`password-${name}`, error(name))}
        {...register(name, { onChange: () => setDone(false) })}
      />
    </Field>
  );

  const submit = handleSubmit(async (values) => {
    try {
      await changePassword(values.oldPassword, values.newPassword);
      reset(EMPTY_PASSWORDS);
      setDone(true);
      toastSuccess(t('profile.passwordChanged'));
    } catch (failure) {
      showServerError(failure, passwordFieldNames(t), setError);
    }
  });

  return (
    <section aria-labelledby="password-title">
      <h2 id="password-title">{t('profile.passwordTitle')}</h2>
      <p className="hint">{t('profile.passwordHint')}</p>
      <form noValidate onSubmit={submit}>
        {field('oldPassword', 'profile.oldPassword', 'current-password')}
        {field('newPassword', 'profile.newPassword', 'new-password')}
        {field('confirmPassword', 'profile.confirmPassword', 'new-password')}
        <FormActions>
          <PrimaryButton type="submit" disabled={formState.isSubmitting}>
            {t('profile.changePassword')}
          </PrimaryButton>
        </FormActions>
        <p role="status">{done ? t('profile.passwordChanged') : ''}</p>
      </form>
    </section>
  );
}
