// /rule: the platform's rules for companies, public and bare; the text comes from the server in the
// reader's language (pages/documents/document-view.tsx), printable. The view is loaded only here:
// the sign-in chunk, which holds this page, stays within the login page's budget.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { pathOf } from '../../routes';

const DocumentView = lazy(() => import('../documents/document-view').then((module) => ({ default: module.DocumentView })));

const Page = styled.main`
  min-height: 100vh;
  padding: 24px 16px;
  box-sizing: border-box;
  background: #f0f2f5;
  footer {
    margin-top: 24px;
  }
`;

export function RulePage() {
  const { t } = useTranslation();
  return (
    <Page>
      <Suspense fallback={<p aria-busy="true">{t('documents.loading')}</p>}>
        <DocumentView name="rule" footer={<Link to={pathOf('login')}>{t('documents.backToLogin')}</Link>} />
      </Suspense>
    </Page>
  );
}
