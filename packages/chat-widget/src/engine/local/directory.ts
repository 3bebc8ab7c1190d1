import type { Group, Profile } from '../entities';

/** Profiles and groups seen so far: what conversations show for their peer or group. */
export class Directory {
  readonly users = new Map<string, Profile>();
  readonly groups = new Map<string, Group>();
  /** The remarks the user gave their friends: a one-to-one conversation's `remark`, as the SDK's. */
  private remarks = new Map<string, string>();

  remarkOf(userID: string): string {
    return this.remarks.get(userID) ?? '';
  }

  /** The whole friend list's remarks; whether any changed. */
  putRemarks(friends: { userID: string; remark: string }[]): boolean {
    const next = new Map(friends.filter((f) => f.remark).map((f) => [f.userID, f.remark]));
    const changed = next.size !== this.remarks.size || [...next].some(([userID, remark]) => this.remarks.get(userID) !== remark);
    this.remarks = next;
    return changed;
  }

  putUsers(profiles: Profile[]): void {
    for (const profile of profiles) this.users.set(profile.userID, profile);
  }

  putGroups(groups: Group[]): void {
    for (const group of groups) this.groups.set(group.groupID, group);
  }

  clear(): void {
    this.users.clear();
    this.groups.clear();
    this.remarks.clear();
  }
}
