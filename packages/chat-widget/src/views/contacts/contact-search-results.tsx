// What a contact search found (docs/chat.md §2): a contacts and a groups section, or 无搜索结果.
import { useTranslation } from 'react-i18next';
import type { ContactSearchResults, ContactSelection } from '../../machines/contact-sections';
import { ContactRowList } from './contact-row-list';
import { groupContact, rowOf, userContact } from './contact-rows';
import { GroupTitle, Muted } from './contacts.styles';

export interface ContactSearchResultsViewProps {
  results: ContactSearchResults;
  selectedKey: string | null;
  onSelect(contact: ContactSelection): void;
}

export function ContactSearchResultsView({ results, selectedKey, onSelect }: ContactSearchResultsViewProps) {
  const { t } = useTranslation('chat');
  const users = results.users.map((p) => rowOf(userContact(p.userID, p.nick, p.avatar)));
  const groups = results.groups.map((g) => rowOf(groupContact(g)));
  if (users.length === 0 && groups.length === 0) return <Muted role="status">{t('contact.noResults')}</Muted>;
  return (
    <div>
      {users.length > 0 ? (
        <>
          <GroupTitle>{t('contact.resultContacts')}</GroupTitle>
          <ContactRowList rows={users} selectedKey={selectedKey} onSelect={onSelect} label={t('contact.resultContacts')} />
        </>
      ) : null}
      {groups.length > 0 ? (
        <>
          <GroupTitle>{t('contact.resultGroups')}</GroupTitle>
          <ContactRowList rows={groups} selectedKey={selectedKey} onSelect={onSelect} label={t('contact.resultGroups')} />
        </>
      ) : null}
    </div>
  );
}
