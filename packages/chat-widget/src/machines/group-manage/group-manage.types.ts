import type { Group, GroupMember, GroupRole } from '../../engine/entities';

/** What the member picker is for: single select for admin, transfer and mute; multi for add and remove. */
export type PickPurpose = 'add' | 'remove' | 'admin' | 'transfer' | 'mute';

/** The sub-view shown inside the manage panel. */
export type ManageView =
  | { name: 'manage' }
  | { name: 'select'; purpose: PickPurpose }
  | { name: 'members' }
  | { name: 'profile'; userID: string }
  | { name: 'notice' }
  | { name: 'admins' };

/** One call to the engine that changes the group. */
export type GroupAction =
  | { kind: 'rename'; name: string }
  | { kind: 'notice'; text: string }
  | { kind: 'add'; userIDs: string[] }
  | { kind: 'remove'; userIDs: string[] }
  | { kind: 'role'; userID: string; role: Exclude<GroupRole, 'Owner'> }
  | { kind: 'mute'; userID: string; seconds: number }
  | { kind: 'muteAll'; on: boolean }
  | { kind: 'transfer'; userID: string }
  | { kind: 'dismiss' }
  | { kind: 'quit' };

/** How the last action ended: the container turns it into a toast. `id` tells two alike apart. */
export interface ActionOutcome {
  id: number;
  action: GroupAction;
  error: { code: number; message: string } | null;
}

export interface LoadedGroup {
  group: Group;
  members: GroupMember[];
  /** Where the next member page starts; 0 when all are loaded. */
  offset: number;
}

export interface GroupManageContext extends LoadedGroup {
  groupID: string;
  view: ManageView;
  /** Views to go back to. */
  back: ManageView[];
  outcome: ActionOutcome | null;
  /** The change being made. */
  pending: GroupAction | null;
  loadError: string | null;
}

export interface GroupManageInput {
  groupID: string;
}

export type GroupManageEvent =
  | { type: 'OPEN'; view: ManageView }
  | { type: 'BACK' }
  | { type: 'ACT'; action: GroupAction }
  | { type: 'RELOAD' }
  | { type: 'LOAD_MORE' }
  | { type: 'GONE' };
