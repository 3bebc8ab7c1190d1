// The contact list (docs/chat.md §2): collapsible sections, one open at a time, each with its
// count; new contacts also with its unread count. Renders props, reports choices.
import * as Accordion from '@radix-ui/react-accordion';
import { useTranslation } from 'react-i18next';
import type { ContactSectionID, ContactSelection } from '../../machines/contact-sections';
import { ContactRowList } from './contact-row-list';
import type { ContactRow } from './contact-rows';
import { SectionHeader, SectionTrigger } from './contacts.styles';

export interface SectionWithRows {
  id: ContactSectionID;
  count: number;
  rows: ContactRow[];
}

export interface ContactSectionsViewProps {
  sections: SectionWithRows[];
  open: ContactSectionID | null;
  unreadCount: number;
  selectedKey: string | null;
  onToggle(section: ContactSectionID): void;
  onSelect(contact: ContactSelection): void;
  onAgree(userID: string): void;
}

export function ContactSectionsView({ sections, open, unreadCount, selectedKey, onToggle, onSelect, onAgree }: ContactSectionsViewProps) {
  const { t } = useTranslation('chat');
  return (
    <Accordion.Root
      type="single"
      collapsible
      value={open ?? ''}
      // '' is the open section collapsing: the machine collapses it and clears the selection.
      onValueChange={(value) => {
        const section = (value || open) as ContactSectionID | null;
        if (section) onToggle(section);
      }}
      aria-label={t('contact.sections')}
    >
      {sections.map((section) => (
        <Accordion.Item key={section.id} value={section.id}>
          <SectionHeader>
            <SectionTrigger>
              <span>{t(`contact.${section.id}`)}</span>
              {section.id === 'newContacts' && unreadCount > 0 ? <span data-unread>{t('contact.unread', { count: unreadCount })}</span> : null}
              <span data-count>{section.count}</span>
            </SectionTrigger>
          </SectionHeader>
          <Accordion.Content>
            <ContactRowList rows={section.rows} selectedKey={selectedKey} onSelect={onSelect} onAgree={onAgree} label={t(`contact.${section.id}`)} />
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
