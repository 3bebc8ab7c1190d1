// The shell's contact tab: the contact page, in the lazy panels' chunk (lazy-panels.ts: a chunk of
// its own would split the entry into more shared chunks, ≈1 KB gzip up front). The tab starts
// loading that chunk as soon as the user heads for it (preloadContacts), and until it is in shows
// the page's sections already, by name, so it is never blank. Without an engine, the empty text.
import { Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { EngineContext } from '../../provider/engine-context';
import { v } from '../../theme/vars';
import { EmptyState } from '../common/empty-state';
import { lazyWithRetry, preloader } from '../common/lazy-panel';

const chunk = preloader(() => import('../lazy-panels'));
/** Starts loading the contact page (a pointer over the tab, focus on it, a touch). */
export const preloadContacts = () => void chunk.load().catch(() => {});

const ContactPanel = lazyWithRetry(() => chunk.load().then((panels) => ({ default: panels.ContactPanel })));

// As the page lays them out (contacts.styles.ts): the list pane, a search row's height, the rows.
const Sections = styled.ul<{ $narrow: boolean }>`
  width: ${({ $narrow }) => ($narrow ? '100%' : '300px')};
  margin: 0;
  padding: 52px 0 0;
  list-style: none;
  border-right: ${({ $narrow }) => ($narrow ? '0' : `1px solid ${v.border}`)};
  li {
    padding: 10px 12px;
    color: ${v.text};
  }
`;

const SECTIONS = ['shell.contactNewContacts', 'shell.contactBlacklist', 'shell.contactGroups', 'shell.contactFriends'] as const;

/** The sections while the page loads (customer service shows once the page knows there are accounts). */
function SectionsLoading({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <Sections $narrow={narrow} aria-busy="true" aria-label={t('shell.tabContact')}>
      {SECTIONS.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </Sections>
  );
}

export function ContactTab({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('chat');
  const engine = useContext(EngineContext);
  if (!engine) return <EmptyState>{t('shell.contactEmpty')}</EmptyState>;
  return (
    <Suspense fallback={<SectionsLoading narrow={narrow} />}>
      <ContactPanel narrow={narrow} />
    </Suspense>
  );
}
