// Rows of contacts (a section's, or search results): each selects its contact; a received
// friend application also has its agree button, a sent one says it awaits verification.
import { useTranslation } from 'react-i18next';
import type { ContactSelection } from '../../machines/contact-sections';
import { Avatar } from '../conversation-list/avatar';
import type { ContactRow } from './contact-rows';
import { Muted, Row, Rows } from './contacts.styles';

export interface ContactRowListProps {
  rows: ContactRow[];
  selectedKey: string | null;
  onSelect(contact: ContactSelection): void;
  onAgree?(userID: string): void;
  label: string;
}

export function ContactRowList({ rows, selectedKey, onSelect, onAgree, label }: ContactRowListProps) {
  const { t } = useTranslation('chat');
  if (rows.length === 0) return <Muted>{t('contact.emptySection')}</Muted>;
  return (
    <Rows aria-label={label}>
      {rows.map((row) => (
        <Row key={row.key} $active={row.key === selectedKey}>
          <button type="button" aria-current={row.key === selectedKey || undefined} onClick={() => onSelect(row.contact)}>
            <Avatar src={row.avatar} alt="" size={32} id={row.contact.kind === 'user' ? row.contact.userID : row.contact.groupID} name={row.name} />
            <span>{row.name}</span>
            {row.note ? <small>{row.note}</small> : null}
          </button>
          {row.application === 'sent' ? <small>{t('contact.waitingVerification')}</small> : null}
          {row.application === 'received' && onAgree && row.contact.kind === 'user' ? (
            <button type="button" aria-label={`${t('contact.agreeAndAdd')} ${row.name}`} onClick={() => onAgree((row.contact as { userID: string }).userID)}>
              {t('contact.agreeAndAdd')}
            </button>
          ) : null}
        </Row>
      ))}
    </Rows>
  );
}
