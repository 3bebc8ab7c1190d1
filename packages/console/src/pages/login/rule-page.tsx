// /rule: the platform's rules for companies, static text.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Card, Page, Title } from './login-styles';

const RULES = ['login.rule1', 'login.rule2', 'login.rule3', 'login.rule4'] as const;

export function RulePage() {
  const { t } = useTranslation();
  return (
    <Page>
      <Card>
        <Title>{t('login.ruleTitle')}</Title>
        <ol>
          {RULES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <Link to="/login">{t('login.backToLogin')}</Link>
      </Card>
    </Page>
  );
}
