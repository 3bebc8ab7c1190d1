// A platform document (the agreement, the rules) as the server answers it: a title, the date it
// changed, and sections of a heading and paragraphs; 打印 prints it alone. Kept light (styled-
// components and i18next only): the rules page is in the sign-in chunk.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import type { DocumentName } from '@employment-cloud/api-contract';
import { useActivePage } from '../../kit/page/use-active-page';
import { useDocument } from './use-document';

// Printing shows the document and nothing of the console around it (while it is the page shown).
const PrintOnlyDocument = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-print-root], [data-print-root] * { visibility: visible; }
    [data-print-root] { position: absolute; inset: 0 auto auto 0; width: 100%; box-shadow: none; padding: 0; }
    [data-print-hide] { display: none !important; }
  }
`;

const Article = styled.article`
  max-width: 860px;
  margin: 0 auto;
  padding: 24px 32px;
  background: #fff;
  color: #303133;
  line-height: 1.8;
  header {
    display: flex;
    align-items: flex-start;
    justify-content: space-between;
    gap: 16px;
    border-bottom: 1px solid #ebeef5;
    margin-bottom: 16px;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 22px;
  }
  h2 {
    margin: 20px 0 8px;
    font-size: 16px;
  }
  p {
    margin: 0 0 8px;
    font-size: 14px;
  }
  .updated {
    color: #606266;
    font-size: 13px;
  }
  button {
    height: 32px;
    padding: 0 14px;
    border-radius: 4px;
    border: 1px solid #1d5fc4;
    background: #1d5fc4;
    color: #fff;
    font-size: 14px;
    cursor: pointer;
    white-space: nowrap;
  }
  .state {
    padding: 32px 0;
    text-align: center;
    color: #606266;
  }
  .state button {
    margin-left: 8px;
  }
`;

export function DocumentView({ name, footer }: { name: DocumentName; footer?: ReactNode }) {
  const { t } = useTranslation();
  const { state, retry } = useDocument(name);
  // Kept alive in a hidden tab, it must not take over printing another page.
  const active = useActivePage();
  return (
    <Article data-print-root aria-busy={state.status === 'loading'} aria-labelledby={state.status === 'ready' ? `document-${name}-title` : undefined}>
      {active && <PrintOnlyDocument />}
      {state.status === 'loading' && <p className="state">{t('documents.loading')}</p>}
      {state.status === 'error' && (
        <p className="state" role="alert">
          {t('documents.loadFailed')}
          <button type="button" onClick={retry}>
            {t('documents.retry')}
          </button>
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <header>
            <div>
              <h1 id={`document-${name}-title`}>{state.document.title}</h1>
              <p className="updated">{t('documents.updatedAt', { date: state.document.updatedAt })}</p>
            </div>
            <button type="button" data-print-hide onClick={() => window.print()}>
              {t('documents.print')}
            </button>
          </header>
          {state.document.sections.map((section) => (
            <section key={section.heading} aria-label={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </section>
          ))}
        </>
      )}
      {footer && <footer data-print-hide>{footer}</footer>}
    </Article>
  );
}
