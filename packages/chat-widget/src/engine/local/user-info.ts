// Nick and avatar of users the engine lists (read receipts' members, reactions' users).
import type { Core } from './core';
import { toProfile } from './from-wire';

export interface UserInfo {
  userID: string;
  nick: string;
  avatar: string;
}

/** Each user's nick and avatar, from the directory or one profile request (blank when it fails). */
export async function userInfo(core: Core, userIDs: string[]): Promise<Map<string, UserInfo>> {
  const unknown = [...new Set(userIDs.filter((userID) => !core.directory.users.has(userID)))];
  if (unknown.length > 0) {
    const { profileList } = await core.call('getUserProfile', { userIDList: unknown }).catch(() => ({ profileList: [] }));
    core.directory.putUsers(profileList.map(toProfile));
  }
  return new Map(
    userIDs.map((userID) => {
      const profile = core.directory.users.get(userID);
      return [userID, { userID, nick: profile?.nick ?? '', avatar: profile?.avatar ?? '' }];
    }),
  );
}
