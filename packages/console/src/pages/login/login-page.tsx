// /login: a company account signs in.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoginForm } from './login-form';
import { Links } from './login-styles';
import { useSignIn } from './use-sign-in';
import { pathOf } from '../../routes';

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
          <Link to={pathOf('loginByUnion')}>{t('login.toUnion')}</Link>
          <Link to={pathOf('resetPass')}>{t('login.forgot')}</Link>
          <Link to={pathOf('register')}>{t('login.register')}</Link>
          <Link to={pathOf('rule')}>{t('login.rule')}</Link>
        </Links>
      }
    />
  );
}
