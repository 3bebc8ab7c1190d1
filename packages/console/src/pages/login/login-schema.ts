// The sign-in pages' form rules; messages are catalogue keys (locales/*/login.ts), translated on display.
import { z } from 'zod';

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'login.usernameRequired').max(64, 'login.usernameRequired'),
  password: z.string().min(1, 'login.passwordRequired').max(128, 'login.passwordRequired'),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const resetCodeSchema = z.object({
  username: z.string().trim().min(1, 'login.usernameRequired').max(64, 'login.usernameRequired'),
});

export const resetSchema = resetCodeSchema
  .extend({
    code: z.string().trim().regex(/^\d{6}$/, 'login.codeRequired'),
    password: z.string().min(8, 'login.passwordRule').max(64, 'login.passwordRule'),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: 'login.passwordMismatch', path: ['confirm'] });
export type ResetValues = z.infer<typeof resetSchema>;

/** Only a path of this app may be a redirect target (no `//host` or `https:` open redirect). */
export { safeRedirect } from '../../session/safe-redirect';
