// A group's actions in the contact detail (docs/chat.md §4): the owner dissolves, other members
// quit, members enter the chat; non-members apply with a message, or join a live group.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupActions } from './contact-relation';
import { Actions, Field } from './contact-detail.styles';

export interface GroupActionsViewProps {
  offered: GroupActions;
  onDissolve(): void;
  onQuit(): void;
  onEnterChat(): void;
  onJoin(applyMessage: string): void;
}

export function GroupActionsView({ offered, onDissolve, onQuit, onEnterChat, onJoin }: GroupActionsViewProps) {
  const { t } = useTranslation('chat');
  const [message, setMessage] = useState('');
  return (
    <>
      {offered.join === 'apply' ? (
        <Field>
          {t('contact.applyMessage')}
          <input value={message} onChange={(event) => setMessage(event.target.value)} />
        </Field>
      ) : null}
      <Actions>
        {offered.dissolve ? (
          <button type="button" data-danger onClick={onDissolve}>
            {t('contact.dissolve')}
          </button>
        ) : null}
        {offered.quit ? (
          <button type="button" data-danger onClick={onQuit}>
            {t('contact.quit')}
          </button>
        ) : null}
        {offered.enterChat ? (
          <button type="button" data-primary onClick={onEnterChat}>
            {t('contact.enterChat')}
          </button>
        ) : null}
        {offered.join === 'apply' ? (
          <button type="button" data-primary onClick={() => onJoin(message)}>
            {t('contact.joinGroup')}
          </button>
        ) : null}
        {offered.join === 'live' ? (
          // docs/chat.md §4: a live group is joined with a fixed message.
          <button type="button" data-primary onClick={() => onJoin('join live group')}>
            {t('contact.joinLiveGroup')}
          </button>
        ) : null}
      </Actions>
    </>
  );
}
