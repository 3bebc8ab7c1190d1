// The login-failed notice (issue 16): why signing in failed and a retry button, in place of a
// blank shell. A dumb view: the session's error and retry come in as props.
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { NETWORK_ERROR_CODE, type SessionError } from '../machines/session';
import { v } from '../theme/vars';
import { plainButton } from '../views/common/plain-button';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  padding: 8px 12px;
  font-size: 12px;
  color: ${v.danger};
  background: ${v.surface};
  border-bottom: 1px solid ${v.border};
`;

const RetryButton = styled.button`
  flex: none;
  ${plainButton}
`;

/** The reason in the reader's language where we have one; a refusal in the server's own words. */
export function loginFailedReason(error: SessionError | null, t: TFunction<'chat'>): string {
  if (error?.code === NETWORK_ERROR_CODE) return t('shell.loginFailedNetwork');
  if (error?.message) return error.message;
  return error?.code != null ? t('shell.loginFailedCode', { code: error.code }) : t('shell.loginFailedUnknown');
}

export function LoginFailedAlert({ error, onRetry }: { error: SessionError | null; onRetry(): void }) {
  const { t } = useTranslation('chat');
  return (
    <Bar>
      {/* The button stays outside the live region: a screen reader announces the reason alone. */}
      <span role="alert">{t('shell.loginFailed', { reason: loginFailedReason(error, t) })}</span>
      <RetryButton type="button" onClick={onRetry}>
        {t('shell.retry')}
      </RetryButton>
    </Bar>
  );
}
