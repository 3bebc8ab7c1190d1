// /resetPass: set a new password with a code (server: front/v1/common/password-reset*).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, Links, Page, Title } from './login-styles';
import { ResetPassForm } from './reset-pass-form';
import { useResetPassword } from './use-reset-password';
import { pathOf } from '../../routes';

export function ResetPassPage() {
  const { t } = useTranslation();
  const { sendCode, submit, error, notice, done } = useResetPassword();
  return (
    <Page>
      <Card>
        <Title>{t('login.resetTitle')}</Title>
        <ResetPassForm error={error} notice={notice} done={done} onSendCode={sendCode} onSubmit={submit} />
        <Links>
          <Link to={pathOf('login')}>{t('login.backToLogin')}</Link>
        </Links>
      </Card>
    </Page>
  );
}
