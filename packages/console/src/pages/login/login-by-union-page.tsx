// /loginByUnion: a union member signs in through the union portal (the login call's `union` scope:
// company accounts only; see packages/server/src/http/auth.ts).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoginForm } from './login-form';
import { Links } from './login-styles';
import { useSignIn } from './use-sign-in';
import { pathOf } from '../../routes';

export function LoginByUnionPage() {
  const { t } = useTranslation();
  const { submit, error, clearError } = useSignIn('union');
  return (
    <LoginForm
      title={t('login.unionTitle')}
      hint={t('login.unionHint')}
      error={error}
      onSubmit={submit}
      onEdit={clearError}
      links={
        <Links>
          <Link to={pathOf('login')}>{t('login.toCompany')}</Link>
          <Link to={pathOf('rule')}>{t('login.rule')}</Link>
        </Links>
      }
    />
  );
}
