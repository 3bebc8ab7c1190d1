// A user's actions in the contact detail (docs/chat.md §4): accept / refuse a received
// application; delete friend and send message; the application form for others; the blacklist
// switch for friends and blacklisted users. Which ones show is decided by contact-relation.ts.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserActions } from './contact-relation';
import { Actions, Field, SwitchRoot, SwitchThumb } from './contact-detail.styles';

export interface UserActionsViewProps {
  offered: UserActions;
  blacklisted: boolean;
  defaultWording: string;
  onAccept(): void;
  onRefuse(): void;
  onDeleteFriend(): void;
  onSendMessage(): void;
  onApply(wording: string, remark: string): void;
  onBlacklist(blacklisted: boolean): void;
}

export function UserActionsView({ offered, blacklisted, defaultWording, ...on }: UserActionsViewProps) {
  const { t } = useTranslation('chat');
  // The default until the user types (the nickname it names may arrive after the first render).
  const [typed, setWording] = useState<string | null>(null);
  const wording = typed ?? defaultWording;
  const [remark, setRemark] = useState('');
  const blacklistID = useId();
  return (
    <>
      {offered.apply ? (
        <>
          <Field>
            {t('contact.wording')}
            <input value={wording} onChange={(event) => setWording(event.target.value)} />
          </Field>
          <Field>
            {t('contact.remark')}
            <input value={remark} onChange={(event) => setRemark(event.target.value)} />
          </Field>
        </>
      ) : null}
      {offered.blacklistToggle ? (
        <Field as="div">
          {/* A label, not a span: pressing the words toggles the switch too. */}
          <label htmlFor={blacklistID}>{t('contact.addToBlacklist')}</label>
          <SwitchRoot id={blacklistID} checked={blacklisted} onCheckedChange={on.onBlacklist}>
            <SwitchThumb />
          </SwitchRoot>
        </Field>
      ) : null}
      <Actions>
        {offered.acceptOrRefuse ? (
          <>
            <button type="button" onClick={on.onRefuse}>
              {t('contact.refuse')}
            </button>
            <button type="button" data-primary onClick={on.onAccept}>
              {t('contact.accept')}
            </button>
          </>
        ) : null}
        {offered.deleteFriend ? (
          <button type="button" data-danger onClick={on.onDeleteFriend}>
            {t('contact.deleteFriend')}
          </button>
        ) : null}
        {offered.apply ? (
          <button type="button" data-primary onClick={() => on.onApply(wording, remark)}>
            {t('contact.sendApplication')}
          </button>
        ) : null}
        {offered.sendMessage ? (
          <button type="button" data-primary onClick={on.onSendMessage}>
            {t('contact.sendMessage')}
          </button>
        ) : null}
      </Actions>
    </>
  );
}
