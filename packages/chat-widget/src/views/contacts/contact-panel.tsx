// Container (loaded lazily with the contact tab): the contact page (docs/chat.md §2 "Contact
// page"). Left: the search header and the sections, or the search results; right: the selected
// contact's detail. Narrow: the list, or the detail under a back header.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { contactSectionsMachineFor, selectSearch, selectSections, type ContactLists, type ContactSectionsSnapshot } from '../../machines/contact-sections';
import { useChatEngine } from '../../provider/engine-context';
import { EmptyState } from '../common/empty-state';
import { ContactDetail } from './contact-detail';
import { BackHeader } from './contact-detail.styles';
import { sectionRows, selectionKey } from './contact-rows';
import { ContactSearchHeader } from './contact-search-header';
import { ContactSearchResultsView } from './contact-search-results';
import { ContactSectionsView } from './contact-sections-view';
import { DetailPane, ListPane, Page, TextButton } from './contacts.styles';
import { useContactActions } from './use-contact-actions';
import { useContactTexts } from './use-contact-texts';

const sameSearch = (a: ReturnType<typeof selectSearch>, b: ReturnType<typeof selectSearch>) =>
  a.open === b.open && a.searching === b.searching && a.results === b.results;
const sameSections = (a: ReturnType<typeof selectSections>, b: ReturnType<typeof selectSections>) =>
  a.length === b.length && a.every((s, i) => s.id === b[i]!.id && s.count === b[i]!.count);
const selectLists = ({ context: c }: ContactSectionsSnapshot): ContactLists => ({
  customerService: c.customerService,
  applications: c.applications,
  unreadCount: c.unreadCount,
  blacklist: c.blacklist,
  groups: c.groups,
  friends: c.friends,
});
const sameLists = (a: ContactLists, b: ContactLists) => (Object.keys(a) as (keyof ContactLists)[]).every((key) => a[key] === b[key]);

export interface ContactPanelProps {
  narrow: boolean;
}

export default function ContactPanel({ narrow }: ContactPanelProps) {
  const { t } = useContactTexts();
  const engine = useChatEngine();
  const machine = useMemo(() => contactSectionsMachineFor(engine), [engine]);
  const contacts = useActorRef(machine);
  const send = contacts.send;
  const sections = useSelector(contacts, selectSections, sameSections);
  const search = useSelector(contacts, selectSearch, sameSearch);
  const lists = useSelector(contacts, selectLists, sameLists);
  const open = useSelector(contacts, (s) => s.context.open);
  const selected = useSelector(contacts, (s) => s.context.selected);
  const actions = useContactActions(send);
  const selectedKey = selectionKey(selected);
  const select = (contact: NonNullable<typeof selected>) => send({ type: 'SELECT', contact });

  const list = (
    <ListPane $narrow={narrow}>
      <ContactSearchHeader
        open={search.open}
        onOpen={() => send({ type: 'SEARCH_OPEN' })}
        onSearch={(id) => send({ type: 'SEARCH', id })}
        onClose={() => send({ type: 'SEARCH_CLOSE' })}
      />
      {search.open && search.results ? (
        <ContactSearchResultsView results={search.results} selectedKey={selectedKey} onSelect={select} />
      ) : (
        <ContactSectionsView
          sections={sections.map((section) => ({ ...section, rows: sectionRows(lists, section.id) }))}
          open={open}
          unreadCount={lists.unreadCount}
          selectedKey={selectedKey}
          onToggle={(section) => send({ type: 'TOGGLE', section })}
          onSelect={select}
          onAgree={(userID) => void actions.accept(userID)}
        />
      )}
    </ListPane>
  );
  const detail = (
    <DetailPane aria-label={t('contact.title')}>
      {narrow ? (
        <BackHeader>
          <TextButton type="button" onClick={() => send({ type: 'DESELECT' })}>
            {t('contact.back')}
          </TextButton>
          <h2>{t('contact.mobileTitle')}</h2>
        </BackHeader>
      ) : null}
      {selected ? <ContactDetail key={selectedKey} contact={selected} lists={lists} send={send} /> : <EmptyState>{t('contact.noSelection')}</EmptyState>}
    </DetailPane>
  );
  return (
    <Page>
      {!narrow || !selected ? list : null}
      {!narrow || selected ? detail : null}
    </Page>
  );
}
