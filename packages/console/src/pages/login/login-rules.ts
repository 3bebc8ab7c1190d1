// The sign-in pages' form rules; messages are catalogue keys (locales/*/login.ts), translated on display.
// zod/mini (tree-shakable, ≈ 6 KB gzip instead of ≈ 25): the sign-in pages are the first download.
import * as z from 'zod/mini';

const username = z.string().check(z.trim(), z.minLength(1, 'login.usernameRequired'), z.maxLength(64, 'login.usernameRequired'));

export const loginSchema = z.object({
  username,
  password: z.string().check(z.minLength(1, 'login.passwordRequired'), z.maxLength(128, 'login.passwordRequired')),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const resetCodeSchema = z.object({ username });

export const resetSchema = z
  .extend(resetCodeSchema, {
    code: z.string().check(z.trim(), z.regex(/^\d{6}$/, 'login.codeRequired')),
    password: z.string().check(z.minLength(8, 'login.passwordRule'), z.maxLength(64, 'login.passwordRule')),
    confirm: z.string(),
  })
  .check(z.refine((v) => v.password === v.confirm, { message: 'login.passwordMismatch', path: ['confirm'] }));
export type ResetValues = z.infer<typeof resetSchema>;

/** Only a path of this app may be a redirect target (no `//host` or `https:` open redirect). */
export { safeRedirect } from '../../session/safe-redirect';
