// /register: the platform opens company accounts (the server has no registration endpoint), so
// this page says so and leads back to sign-in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, Hint, Page, Title } from './login-styles';
import { pathOf } from '../../routes';

export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <Page>
      <Card>
        <Title>{t('login.registerTitle')}</Title>
        <Hint>{t('login.registerText')}</Hint>
        <Link to={pathOf('login')}>{t('login.backToLogin')}</Link>
      </Card>
    </Page>
  );
}
