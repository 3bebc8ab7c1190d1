import type { GroupApplication } from '../../engine/group-admin';

export type { GroupApplication };
export type HandleAction = 'Agree' | 'Reject';

export interface GroupApplicationsInput {
  /** The group chat whose pending join applications are shown. */
  groupID: string;
}

export interface GroupApplicationsContext {
  groupID: string;
  /** Pending applications to this group, oldest first. */
  applications: GroupApplication[];
  /** The application being handled, then fading out (docs/chat.md §4: removed after 150 ms). */
  active: HandleRequest | null;
}

export type GroupApplicationsEvent =
  /** GROUP_LIST_UPDATED: an application arrived or was handled elsewhere. */
  { type: 'RELOAD' } | { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'HANDLE'; application: GroupApplication; action: HandleAction };

export interface HandleRequest {
  application: GroupApplication;
  action: HandleAction;
}
