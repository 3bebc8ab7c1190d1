// Fresh facts about the selected contact that the lists do not hold (docs/chat.md §7): a user's
// profile and whether we are friends both ways (checkFriend: only BothWay counts); a group's
// profile with my membership (searchGroupByID). A failed read counts as missing.
import type { ChatEngine } from '../../engine/chat-engine';
import type { Group, Profile } from '../../engine/entities';
import type { ContactSelection } from './contact-sections.types';

export interface ContactInfo {
  profile: Profile | null;
  mutualFriend: boolean;
  group: Group | null;
  /** The user or group does not exist (or could not be read). */
  missing: boolean;
}

const EMPTY: ContactInfo = { profile: null, mutualFriend: false, group: null, missing: false };

export async function loadContactInfo(
  engine: Pick<ChatEngine, 'searchGroupByID' | 'getUserProfile' | 'checkFriend'>,
  contact: ContactSelection,
): Promise<ContactInfo> {
  if (contact.kind === 'group') {
    const group = await engine.searchGroupByID(contact.groupID).then(
      ({ data }) => data.group,
      () => null,
    );
    return { ...EMPTY, group, missing: !group };
  }
  const [profiles, check] = await Promise.all([
    engine.getUserProfile({ userIDList: [contact.userID] }).then(
      ({ data }) => data,
      () => [],
    ),
    engine.checkFriend({ userIDList: [contact.userID], type: 'CheckResult_Type_Both' }).then(
      ({ data }) => data.successUserIDList,
      () => [],
    ),
  ]);
  const profile = profiles[0] ?? null;
  return { ...EMPTY, profile, mutualFriend: check.some((c) => c.relation === 'CheckResult_Type_BothWay'), missing: !profile };
}
