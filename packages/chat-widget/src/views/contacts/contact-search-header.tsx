// The contact page's search header (docs/chat.md §2): a user or group ID, searched on Enter;
// cancel (or Escape) closes the search and clears the input.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchRow, TextButton } from './contacts.styles';

export interface ContactSearchHeaderProps {
  open: boolean;
  onOpen(): void;
  onSearch(id: string): void;
  onClose(): void;
}

export function ContactSearchHeader({ open, onOpen, onSearch, onClose }: ContactSearchHeaderProps) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <SearchRow>
      <input
        type="search"
        value={text}
        placeholder={t('contact.searchPlaceholder')}
        aria-label={t('contact.searchPlaceholder')}
        onFocus={() => open || onOpen()}
        onClick={() => open || onOpen()}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
          if (event.key === 'Escape') close();
        }}
      />
      {open ? (
        <TextButton type="button" onClick={close}>
          {t('contact.searchCancel')}
        </TextButton>
      ) : null}
    </SearchRow>
  );
}
