// The member preview tiles (docs/chat.md §2, §9): the first members (as many as the permissions
// say), then the add (+) and remove (−) tiles where allowed.
import type { GroupMember } from '../../engine/entities';
import { Avatar } from '../conversation-list/avatar';
import { Tiles } from './group.styles';
import { memberName, useGroupTexts } from './use-group-texts';

export interface MemberPreviewProps {
  members: GroupMember[];
  tiles: number;
  canAdd: boolean;
  canRemove: boolean;
  onMember(userID: string): void;
  onAdd(): void;
  onRemove(): void;
}

export function MemberPreview({ members, tiles, canAdd, canRemove, onMember, onAdd, onRemove }: MemberPreviewProps) {
  const t = useGroupTexts();
  return (
    <Tiles data-testid="member-preview">
      {members.slice(0, tiles).map((member) => (
        <li key={member.userID}>
          <button type="button" onClick={() => onMember(member.userID)} data-member-tile={member.userID}>
            <Avatar src={member.avatar} alt="" size={40} id={member.userID} name={memberName(member)} />
            <span>{memberName(member)}</span>
          </button>
        </li>
      ))}
      {canAdd && (
        <li>
          <button type="button" data-tile-action aria-label={t('group.addMember')} onClick={onAdd}>
            +
          </button>
        </li>
      )}
      {canRemove && (
        <li>
          <button type="button" data-tile-action aria-label={t('group.removeMember')} onClick={onRemove}>
            −
          </button>
        </li>
      )}
    </Tiles>
  );
}
