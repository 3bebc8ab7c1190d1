// The sign-in pages' form rules, as react-hook-form's own field rules: these pages are the first
// download, and a resolver with zod (even zod/mini) would add ≈ 10 KB gzip for five fields.
// Messages are catalogue keys (locales/*/login.ts), translated on display.
import type { RegisterOptions } from 'react-hook-form';
import type { TopicKey } from '../../i18n-keys';

export interface LoginValues {
  username: string;
  password: string;
}

export interface ResetValues extends LoginValues {
  code: string;
  confirm: string;
}

/** Each rule's message is a key of the login topic (a misspelt one does not compile). */
interface KeyedMessages {
  required?: TopicKey<'login'>;
  minLength?: { value: number; message: TopicKey<'login'> };
  maxLength?: { value: number; message: TopicKey<'login'> };
  pattern?: { value: RegExp; message: TopicKey<'login'> };
  validate?: (...args: never[]) => true | TopicKey<'login'>;
}

const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

export const usernameRules = {
  setValueAs: trim,
  required: 'login.usernameRequired',
  maxLength: { value: 64, message: 'login.usernameTooLong' },
} satisfies RegisterOptions<LoginValues, 'username'> & KeyedMessages;

export const passwordRules = {
  required: 'login.passwordRequired',
  maxLength: { value: 128, message: 'login.passwordTooLong' },
} satisfies RegisterOptions<LoginValues, 'password'> & KeyedMessages;

export const codeRules = {
  setValueAs: trim,
  required: 'login.codeRequired',
  pattern: { value: /^\d{6}$/, message: 'login.codeRequired' },
} satisfies RegisterOptions<ResetValues, 'code'> & KeyedMessages;

export const newPasswordRules = {
  required: 'login.passwordRule',
  minLength: { value: 8, message: 'login.passwordRule' },
  maxLength: { value: 64, message: 'login.passwordRule' },
} satisfies RegisterOptions<ResetValues, 'password'> & KeyedMessages;

export const confirmRules = {
  validate: (confirm: string, values: ResetValues) => confirm === values.password || 'login.passwordMismatch',
} satisfies RegisterOptions<ResetValues, 'confirm'> & KeyedMessages;

/** Only a path of this app may be a redirect target (no `//host` or `https:` open redirect). */
export { safeRedirect } from '../../session/safe-redirect';
