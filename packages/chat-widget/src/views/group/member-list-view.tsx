// All members with their role badges (docs/chat.md §2, §9), 100 at a time: load more by offset.
import type { GroupMember } from '../../engine/entities';
import { Avatar } from '../conversation-list/avatar';
import { ActionButton, Badge, List } from './group.styles';
import { memberName, ROLE_KEY, useGroupTexts } from './use-group-texts';

export interface MemberListViewProps {
  members: GroupMember[];
  hasMore: boolean;
  loadingMore: boolean;
  onMember(userID: string): void;
  onLoadMore(): void;
}

export function MemberListView({ members, hasMore, loadingMore, onMember, onLoadMore }: MemberListViewProps) {
  const t = useGroupTexts();
  return (
    <>
      <List aria-label={t('group.members')} data-testid="member-list">
        {members.map((member) => (
          <li key={member.userID} data-user-id={member.userID}>
            <button type="button" onClick={() => onMember(member.userID)}>
              <Avatar src={member.avatar} alt="" size={32} id={member.userID} name={memberName(member)} />
              <span>{memberName(member)}</span>
            </button>
            <Badge data-role={member.role}>{t(ROLE_KEY[member.role])}</Badge>
          </li>
        ))}
      </List>
      {hasMore && (
        <ActionButton type="button" disabled={loadingMore} onClick={onLoadMore}>
          {t('group.loadMore')}
        </ActionButton>
      )}
    </>
  );
}
