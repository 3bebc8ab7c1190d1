// ziliaoIndex (/ziliao/index): the account's personal info (avatar, account, name, nickname,
// mobile, email, company, recruiter card) with 编辑资料 and the recruiter card, and the password.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { TopicKey } from '../../i18n-keys';
import { ListState, PlainButton, PrimaryButton } from '../../kit';
import { DetailList } from '../../kit/page/detail-list';
import { AvatarRow, AvatarView } from './avatar-field';
import { PasswordForm } from './password-form';
import { nameCardFrom, PROFILE_EDIT_PATH, PROFILE_PATH } from './profile-paths';
import { useProfile } from './use-profile';

const Page = styled.section`
  padding: 16px;
  max-width: 720px;
  h1 {
    margin: 0 0 16px;
    font-size: 18px;
  }
  h2 {
    margin: 24px 0 8px;
    font-size: 16px;
  }
  .hint {
    margin: 0 0 12px;
    color: #606266;
    font-size: 13px;
  }
  .actions {
    display: flex;
    gap: 8px;
  }
`;

export default function ProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, retry } = useProfile();
  const user = state.status === 'ready' ? state.data : null;
  const shownName = user ? user.name || user.nickname || user.username : '';
  const card = user?.recruiterCard;
  const rows: [TopicKey<'profile'>, string][] = user
    ? [
        ['profile.username', user.username],
        ['profile.name', user.name ?? ''],
        ['profile.nickName', user.nickname ?? ''],
        ['profile.mobile', user.mobile ?? ''],
        ['profile.email', user.email ?? ''],
        ['profile.company', user.companyName ?? ''],
        ['profile.card', card ? t('profile.cardOf', { title: card.title ?? '', mobile: card.mobile ?? '' }) : t('profile.cardNone')],
      ]
    : [];

  return (
    <Page aria-labelledby="profile-title">
      <h1 id="profile-title">{t('menu.ziliaoIndex')}</h1>
      {!user ? (
        <ListState status={state.status === 'error' ? 'error' : 'loading'} empty error={state.error || t('profile.loadFailed')} onRetry={retry} />
      ) : (
        <>
          <AvatarRow>
            <AvatarView src={user.avatar} name={shownName} />
            <strong>{shownName}</strong>
          </AvatarRow>
          <DetailList rows={rows.map(([label, value]) => [t(label), value] as const)} />
          <div className="actions">
            <PrimaryButton type="button" onClick={() => navigate(PROFILE_EDIT_PATH)}>
              {t('profile.edit')}
            </PrimaryButton>
            <PlainButton type="button" onClick={() => navigate(nameCardFrom(PROFILE_PATH))}>
              {t(card ? 'profile.editCard' : 'profile.createCard')}
            </PlainButton>
          </div>
          <PasswordForm />
        </>
      )}
    </Page>
  );
}
