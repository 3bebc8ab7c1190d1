// The username + password form of /login and /loginByUnion: renders and reports; the page decides.
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isConsoleKey } from '../../i18n';
import { passwordRules, usernameRules, type LoginValues } from './login-rules';
import { Button, Card, Field, FieldBox, FieldError, Form, FormError, Hint, Input, Page, Title } from './login-styles';

export interface LoginFormProps {
  title: string;
  hint?: string;
  /** The server's message of the last failed attempt. */
  error?: string;
  onSubmit(values: LoginValues): Promise<void>;
  /** The user changed a field or a new attempt failed the form's own rules: the last error is stale. */
  onEdit?(): void;
  links: ReactNode;
}

export function LoginForm({ title, hint, error, onSubmit, onEdit, links }: LoginFormProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = formState;
  // A rule's message is a catalogue key (login-rules.ts); anything else is shown as it is.
  const said = (message: string) => (isConsoleKey(message) ? t(message) : message);
  return (
    <Page>
      <Card>
        <Title>{title}</Title>
        {hint && <Hint>{hint}</Hint>}
        <Form onSubmit={handleSubmit(onSubmit, () => onEdit?.())} noValidate>
          <FieldBox>
            <Field>
              {t('login.username')}
              <Input autoComplete="username" aria-invalid={!!errors.username} {...register('username', { ...usernameRules, onChange: () => onEdit?.() })} />
            </Field>
            {errors.username?.message && <FieldError>{said(errors.username.message)}</FieldError>}
          </FieldBox>
          <FieldBox>
            <Field>
              {t('login.password')}
              <Input
                type="password"
                autoComplete="current-password"
                aria-invalid={!!errors.password}
                {...register('password', { ...passwordRules, onChange: () => onEdit?.() })}
              />
            </Field>
            {errors.password?.message && <FieldError>{said(errors.password.message)}</FieldError>}
          </FieldBox>
          {error && <FormError role="alert">{error}</FormError>}
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form>
        {links}
      </Card>
    </Page>
  );
}
