// One member's profile (docs/chat.md §2): nick, user ID, role, mute state.
import type { GroupMember } from '../../engine/entities';
import { isMuted } from '../../machines/group-manage';
import { Avatar } from '../conversation-list/avatar';
import { ROLE_KEY, useGroupTexts } from './use-group-texts';

export function MemberProfileView({ member }: { member: GroupMember | undefined }) {
  const t = useGroupTexts();
  if (!member) return <p>{t('group.notInGroup')}</p>;
  return (
    <>
      <Avatar src={member.avatar} alt="" size={56} id={member.userID} name={member.nick || member.userID} />
      <dl data-testid="member-profile">
        <dt>{t('group.nick')}</dt>
        <dd>{member.nick || '—'}</dd>
        <dt>{t('group.userID')}</dt>
        <dd>{member.userID}</dd>
        <dt>{t('group.role')}</dt>
        <dd>{t(ROLE_KEY[member.role])}</dd>
        <dt>{t('group.muteState')}</dt>
        <dd>{isMuted(member) ? t('group.muted') : t('group.notMuted')}</dd>
      </dl>
    </>
  );
}
