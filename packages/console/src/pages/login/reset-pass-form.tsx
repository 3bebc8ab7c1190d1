// The reset-password form: username, a code sent on request, the new password twice.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isConsoleKey } from '../../i18n';
import { codeRules, confirmRules, newPasswordRules, usernameRules, type ResetValues } from './login-rules';
import { Button, Field, FieldBox, FieldError, Form, FormError, Input, Notice } from './login-styles';

export interface ResetPassFormProps {
  error?: string;
  notice?: string;
  done: boolean;
  onSendCode(username: string): Promise<void>;
  onSubmit(values: ResetValues): Promise<void>;
}

export function ResetPassForm({ error, notice, done, onSendCode, onSubmit }: ResetPassFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, getValues, trigger } = useForm<ResetValues>({
    defaultValues: { username: '', code: '', password: '', confirm: '' },
  });
  const { errors, isSubmitting } = formState;
  const sendCode = async () => {
    if (await trigger('username')) await onSendCode(getValues('username'));
  };
  // A rule's message is a catalogue key (login-rules.ts); anything else is shown as it is.
  const message = (key?: string) => key && <FieldError>{isConsoleKey(key) ? t(key) : key}</FieldError>;
  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FieldBox>
        <Field>
          {t('login.username')}
          <Input autoComplete="username" {...register('username', usernameRules)} />
        </Field>
        {message(errors.username?.message)}
      </FieldBox>
      <Button type="button" onClick={sendCode}>
        {t('login.sendCode')}
      </Button>
      <FieldBox>
        <Field>
          {t('login.code')}
          <Input inputMode="numeric" autoComplete="one-time-code" {...register('code', codeRules)} />
        </Field>
        {message(errors.code?.message)}
      </FieldBox>
      <FieldBox>
        <Field>
          {t('login.newPassword')}
          <Input type="password" autoComplete="new-password" {...register('password', newPasswordRules)} />
        </Field>
        {message(errors.password?.message)}
      </FieldBox>
      <FieldBox>
        <Field>
          {t('login.confirmPassword')}
          <Input type="password" autoComplete="new-password" {...register('confirm', confirmRules)} />
        </Field>
        {message(errors.confirm?.message)}
      </FieldBox>
      {error && <FormError role="alert">{error}</FormError>}
      {notice && <Notice role="status">{notice}</Notice>}
      <Button type="submit" disabled={isSubmitting || done}>
        {t('login.resetSubmit')}
      </Button>
    </Form>
  );
}
