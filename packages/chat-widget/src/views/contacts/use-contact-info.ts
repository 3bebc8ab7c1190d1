// Fresh facts about the selected contact that the lists do not hold: a user's profile and whether
// we are friends both ways (checkFriend: only BothWay counts, docs/chat.md §7); a group's profile
// with my membership (searchGroupByID). Reloaded when the lists change (a push after an action).
import { useEffect, useRef, useState } from 'react';
import type { ChatEngine } from '../../engine/chat-engine';
import type { Group, Profile } from '../../engine/entities';
import type { ContactSelection } from '../../machines/contact-sections';

export interface ContactInfo {
  profile: Profile | null;
  mutualFriend: boolean;
  group: Group | null;
  /** The user or group does not exist (or could not be read). */
  missing: boolean;
}

const EMPTY: ContactInfo = { profile: null, mutualFriend: false, group: null, missing: false };

async function infoOf(engine: ChatEngine, contact: ContactSelection): Promise<ContactInfo> {
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

/** `version`: the lists the answer depends on; any of them changing reloads it. */
export function useContactInfo(engine: ChatEngine, contact: ContactSelection | null, version: readonly unknown[]): ContactInfo | null {
  const [info, setInfo] = useState<{ for: ContactSelection; info: ContactInfo } | null>(null);
  // The lists themselves are the dependencies: a pushed list is a new array.
  const lists = useRef({ version, changes: 0 });
  if (version.length !== lists.current.version.length || version.some((list, index) => list !== lists.current.version[index])) {
    lists.current = { version, changes: lists.current.changes + 1 };
  }
  const changes = lists.current.changes;
  useEffect(() => {
    if (!contact) return;
    let current = true;
    void infoOf(engine, contact).then((next) => current && setInfo({ for: contact, info: next }));
    return () => {
      current = false;
    };
  }, [engine, contact, changes]);
  return contact && info?.for === contact ? info.info : null;
}
