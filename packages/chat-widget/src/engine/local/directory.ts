import type { Group, Profile } from '../entities';

/** Profiles and groups seen so far: what conversations show for their peer or group. */
export class Directory {
  readonly users = new Map<string, Profile>();
  readonly groups = new Map<string, Group>();

  putUsers(profiles: Profile[]): void {
    for (const profile of profiles) this.users.set(profile.userID, profile);
  }

  putGroups(groups: Group[]): void {
    for (const group of groups) this.groups.set(group.groupID, group);
  }

  clear(): void {
    this.users.clear();
    this.groups.clear();
  }
}
