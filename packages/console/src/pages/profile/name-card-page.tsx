// name-card (/name/card): create or edit the recruiter card (name, position, avatar, mobile,
// email). An HTTP 490 lands here (api/error-policy.ts) with the server's message (?msg=), where
// the user was (?redirect=, an in-app path) and whether the chat was open (?chat=1): the message
// is shown, and saving goes back there and opens the chat again.
import { chatEvents } from '@employment-cloud/chat-widget';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { fetchCard, fetchProfile, saveCard, type RecruiterCard, type UserProfile } from '../../api/profile.api';
import type { ConsoleKey } from '../../i18n-keys';
import { controlProps, Field, FormPage, useFormPage, usePageSearch, usePageTitle, useRecordQuery } from '../../kit';
import { safeRedirect } from '../../session/safe-redirect';
import { AvatarField } from './avatar-field';
import { cardFieldNames } from './profile-field-names';
import { PROFILE_PATH } from './profile-paths';
import { cardSchema, orNull, type CardFormValues } from './profile.schemas';

const Intro = styled.div`
  .intro {
    margin: 0 0 16px;
    color: #606266;
    font-size: 13px;
  }
  .notice {
    margin: 0 0 16px;
    padding: 8px 12px;
    border: 1px solid #f0c78a;
    border-radius: 4px;
    background: #fdf6ec;
    color: #7a4a00;
  }
`;

/** The chat opens again after the navigation has closed it (the layout closes it on navigating). */
const CHAT_REOPEN_MS = 500;
/** A message longer than this is no server message. */
const NOTICE_MAX = 200;

type Name = keyof CardFormValues;
const EMPTY: CardFormValues = { avatar: '', name: '', title: '', mobile: '', email: '' };

function toForm(card: RecruiterCard | null, user: UserProfile): CardFormValues {
  return card
    ? { avatar: card.avatar ?? '', name: card.name ?? '', title: card.title ?? '', mobile: card.mobile ?? '', email: card.email ?? '' }
    : // A new card starts from the account's own name and contacts.
      { avatar: user.avatar ?? '', name: user.name ?? user.nickname ?? '', title: '', mobile: user.mobile ?? '', email: user.email ?? '' };
}

interface CardStart {
  card: RecruiterCard | null;
  user: UserProfile;
}

const loadStart = async (): Promise<CardStart> => {
  const [card, user] = await Promise.all([fetchCard(), fetchProfile()]);
  return { card, user };
};

const formOf = ({ card, user }: CardStart) => toForm(card, user);

export default function NameCardPage() {
  const { t } = useTranslation();
  const search = usePageSearch();
  const notice = (search.get('msg') ?? '').slice(0, NOTICE_MAX);
  const back = safeRedirect(search.get('redirect'), PROFILE_PATH);
  const reopenChat = search.get('chat') === '1';
  const load = useRecordQuery(['name-card'], loadStart);
  const start = load.state.status === 'ready' ? load.state.data : null;
  const page = useFormPage({
    schema: useMemo(() => cardSchema(t), [t]),
    empty: EMPTY,
    record: start,
    toForm: formOf,
    fieldNames: cardFieldNames(t),
    back,
    submit: async (values) => {
      await saveCard({
        name: values.name.trim(),
        title: values.title.trim(),
        avatar: orNull(values.avatar),
        mobile: values.mobile.trim(),
        email: orNull(values.email),
      });
      if (reopenChat) setTimeout(() => chatEvents.emit('open-chat', {}), CHAT_REOPEN_MS);
      return t('profile.cardSaved');
    },
  });
  const { register, setValue, watch } = page.form;

  const text = (name: Name, label: ConsoleKey, extra: Record<string, unknown> = {}, required = true) => (
    <Field id={`card-${name}`} label={t(label)} error={page.error(name)} required={required}>
      <input type="text" {...controlProps(`card-${name}`, page.error(name))} {...extra} {...register(name)} />
    </Field>
  );

  const title = start?.card ? 'profile.editCard' : 'menu.name-card';
  // The tab and the window's title by mode too, once the card is known.
  usePageTitle(start ? title : undefined);
  return (
    <FormPage
      title={t(title)}
      page={page}
      load={{ ...load, failed: t('profile.loadFailed') }}
      submitLabel={t('profile.save')}
      intro={
        <Intro>
          {notice && (
            <p className="notice" role="alert">
              {notice}
            </p>
          )}
          <p className="intro">{t('profile.cardIntro')}</p>
        </Intro>
      }
    >
      {start && (
        <AvatarField
          id="card-avatar"
          value={watch('avatar')}
          name={watch('name') || start.user.username}
          onChange={(url) => setValue('avatar', url, { shouldDirty: true })}
        />
      )}
      {text('name', 'profile.cardName', { maxLength: 20, autoComplete: 'name' })}
      {text('title', 'profile.cardTitle', { maxLength: 30, autoComplete: 'organization-title' })}
      {text('mobile', 'profile.mobile', { type: 'tel', inputMode: 'numeric', maxLength: 11, autoComplete: 'tel' })}
      {text('email', 'profile.email', { type: 'email', maxLength: 100, autoComplete: 'email' }, false)}
    </FormPage>
  );
}
