// The sign-in calls of the login pages. Their errors are shown inline by the page, so these
// calls opt out of the error policy (a failed login must not clear storage or toast).
import { request } from './client';

export type LoginScope = 'company' | 'user' | 'union';

export interface LoginAnswer {
  token: string;
  expiresAt: string;
  scope: 'company' | 'user';
}

export const login = (body: { username: string; password: string; scope?: LoginScope }) =>
  request<LoginAnswer>('front/v1/common/login', { method: 'POST', body, policy: false });

/** Asks for a password-reset code; `mockCode` is there only on servers with ALLOW_MOCK_LOGIN (no SMS offline). */
export const requestResetCode = (body: { username: string }) =>
  request<{ expiresAt: string; mockCode?: string } | null>('front/v1/common/password-reset/code', { method: 'POST', body, policy: false });

export const resetPassword = (body: { username: string; code: string; password: string }) =>
  request<null>('front/v1/common/password-reset', { method: 'POST', body, policy: false });
