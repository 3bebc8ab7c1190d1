// name-card (/name/card): create or edit the recruiter card (name, position, avatar, mobile,
// email). An HTTP 490 lands here (api/error-policy.ts) with the server's message (?msg=), where
// the user was (?redirect=, an in-app path) and whether the chat was open (?chat=1): the message
// is shown, and saving goes back there and opens the chat again.
import { chatEvents } from '@employment-cloud/chat-widget';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { fetchCard, fetchProfile, saveCard, type RecruiterCard, type UserProfile } from '../../api/profile.api';
import { toastSuccess } from '../../api/toast';
import type { ConsoleKey } from '../../i18n-keys';
import { controlProps, Field, FormActions, ListState, PlainButton, PrimaryButton, showServerError, useLeavePrompt, usePageTitle } from '../../kit';
import { safeRedirect } from '../../session/safe-redirect';
import { AvatarField } from './avatar-field';
import { cardFieldNames } from './profile-field-names';
import { PROFILE_PATH } from './profile-paths';
import { cardSchema, orNull, type CardFormValues } from './profile.schemas';
import type { Loaded } from './use-profile';

const Page = styled.section`
  padding: 16px;
  h1 {
    margin: 0 0 12px;
    font-size: 18px;
  }
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

export default function NameCardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const notice = (search.get('msg') ?? '').slice(0, NOTICE_MAX);
  const back = safeRedirect(search.get('redirect'), PROFILE_PATH);
  const reopenChat = search.get('chat') === '1';
  const [loaded, setLoaded] = useState<Loaded<{ card: RecruiterCard | null; user: UserProfile }>>({ status: 'loading', error: '' });
  const [attempt, setAttempt] = useState(0);
  const schema = useMemo(() => cardSchema(t), [t]);
  const { register, handleSubmit, reset, setError, setValue, watch, formState } = useForm<CardFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const [saving, setSaving] = useState(false);
  const { leave, leaveDialog } = useLeavePrompt(formState.isDirty && !saving);

  useEffect(() => {
    let live = true;
    Promise.all([fetchCard(), fetchProfile()]).then(
      ([card, user]) => {
        if (!live) return;
        setLoaded({ status: 'ready', data: { card, user }, error: '' });
        reset(toForm(card, user));
      },
      (error: unknown) => live && setLoaded({ status: 'error', error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [attempt, reset]);

  const error = (name: Name) => formState.errors[name]?.message;
  const text = (name: Name, label: ConsoleKey, extra: Record<string, unknown> = {}, required = true) => (
    <Field id={`card-${name}`} label={t(label)} error={error(name)} required={required}>
      <input type="text" {...controlProps(`card-${name}`, error(name))} {...extra} {...register(name)} />
    </Field>
  );

  const save = handleSubmit(async (values) => {
    setSaving(true);
    try {
      await saveCard({
        name: values.name.trim(),
        title: values.title.trim(),
        avatar: orNull(values.avatar),
        mobile: values.mobile.trim(),
        email: orNull(values.email),
      });
      reset(values);
      toastSuccess(t('profile.cardSaved'));
      navigate(back);
      if (reopenChat) setTimeout(() => chatEvents.emit('open-chat', {}), CHAT_REOPEN_MS);
    } catch (failure) {
      showServerError(failure, cardFieldNames(t), setError);
    } finally {
      setSaving(false);
    }
  });

  const existing = loaded.status === 'ready' && loaded.data.card !== null;
  const title = existing ? 'profile.editCard' : 'menu.name-card';
  // The tab and the window's title by mode too, once the card is known.
  usePageTitle(loaded.status === 'ready' ? title : undefined);
  const user = loaded.status === 'ready' ? loaded.data.user : null;
  return (
    <Page aria-labelledby="name-card-title">
      <h1 id="name-card-title">{t(title)}</h1>
      {notice && (
        <p className="notice" role="alert">
          {notice}
        </p>
      )}
      <p className="intro">{t('profile.cardIntro')}</p>
      {!user ? (
        <ListState
          status={loaded.status === 'error' ? 'error' : 'loading'}
          empty
          error={loaded.error || t('profile.loadFailed')}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : (
        <form noValidate onSubmit={save}>
          <AvatarField
            id="card-avatar"
            value={watch('avatar')}
            name={watch('name') || user.username}
            onChange={(url) => setValue('avatar', url, { shouldDirty: true })}
          />
          {text('name', 'profile.cardName', { maxLength: 20, autoComplete: 'name' })}
          {text('title', 'profile.cardTitle', { maxLength: 30, autoComplete: 'organization-title' })}
          {text('mobile', 'profile.mobile', { type: 'tel', inputMode: 'numeric', maxLength: 11, autoComplete: 'tel' })}
          {text('email', 'profile.email', { type: 'email', maxLength: 100, autoComplete: 'email' }, false)}
          <FormActions>
            <PrimaryButton type="submit" disabled={saving}>
              {t('profile.save')}
            </PrimaryButton>
            <PlainButton type="button" onClick={() => void leave(back)}>
              {t('common.cancel')}
            </PlainButton>
          </FormActions>
        </form>
      )}
      {leaveDialog}
    </Page>
  );
}
