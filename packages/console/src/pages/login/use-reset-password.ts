// The reset-password flow: request a code for a username, then set a new password with it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { requestResetCode, resetPassword } from '../../api/auth';
import type { ResetValues } from './login-rules';

export function useResetPassword() {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [done, setDone] = useState(false);
  const failed = (e: unknown) => setError(e instanceof ApiError && e.code !== undefined ? e.message : t('api.internalError'));

  const sendCode = async (username: string) => {
    setError(undefined);
    setNotice(undefined);
    try {
      const answer = await requestResetCode({ username });
      setNotice(answer?.mockCode ? t('login.mockCode', { code: answer.mockCode }) : t('login.codeSent'));
    } catch (e) {
      failed(e);
    }
  };

  const submit = async ({ username, code, password }: ResetValues) => {
    setError(undefined);
    try {
      await resetPassword({ username, code, password });
      setNotice(t('login.resetDone'));
      setDone(true);
    } catch (e) {
      failed(e);
    }
  };
  return { sendCode, submit, error, notice, done };
}
