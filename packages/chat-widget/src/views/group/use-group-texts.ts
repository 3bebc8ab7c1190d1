// The group screens' texts (their lazy catalogue), for views and containers alike.
import type { GroupRole } from '../../engine/entities';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { groupCatalogues } from '../../i18n/lazy/group';

export function useGroupTexts() {
  return useAreaTranslation('group', groupCatalogues).t;
}

export const ROLE_KEY: Record<GroupRole, 'group.roleOwner' | 'group.roleAdmin' | 'group.roleMember'> = {
  Owner: 'group.roleOwner',
  Admin: 'group.roleAdmin',
  Member: 'group.roleMember',
};

/** A member's display name: the nick, else the user ID. */
export const memberName = (member: { nick: string; userID: string }) => member.nick || member.userID;
