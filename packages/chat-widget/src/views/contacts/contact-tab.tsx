// The shell's contact tab: the contact page, in the lazy panels' chunk (lazy-panels.ts: a chunk of
// its own would split the entry into more shared chunks, ≈1 KB gzip up front), loaded when the tab
// first shows (Radix Tabs renders only the active tab's content). Without an engine, the empty text.
import { Suspense, useContext } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import { useTranslation } from 'react-i18next';
import { EngineContext } from '../../provider/engine-context';
import { EmptyState } from '../common/empty-state';

const ContactPanel = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.ContactPanel })));

export function ContactTab({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('chat');
  const engine = useContext(EngineContext);
  if (!engine) return <EmptyState>{t('shell.contactEmpty')}</EmptyState>;
  return (
    <Suspense fallback={null}>
      <ContactPanel narrow={narrow} />
    </Suspense>
  );
}
