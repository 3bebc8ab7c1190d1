// /login: a company account signs in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoginForm } from './login-form';
import { Links } from './login-styles';
import { useSignIn } from './use-sign-in';

export function LoginPage() {
  const { t } = useTranslation();
  const { submit, error, clearError } = useSignIn('company');
  return (
    <LoginForm
      title={t('login.title')}
      error={error}
      onSubmit={submit}
      onEdit={clearError}
      links={
        <Links>
          <Link to="/loginByUnion">{t('login.toUnion')}</Link>
          <Link to="/resetPass">{t('login.forgot')}</Link>
          <Link to="/register">{t('login.register')}</Link>
          <Link to="/rule">{t('login.rule')}</Link>
        </Links>
      }
    />
  );
}
