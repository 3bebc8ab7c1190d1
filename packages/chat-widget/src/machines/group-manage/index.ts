export { groupManageMachine, MEMBER_PAGE_SIZE, MUTE_SECONDS } from './group-manage.machine';
export { groupManageMachineFor, isMuted, runGroupAction, selectFrame, selectGroup } from './group-manage.connect';
export type { GroupManageSnapshot, SelectedGroup } from './group-manage.connect';
export { groupPermissions, supportsMute } from './group-permissions';
export type { GroupPermissions } from './group-permissions';
export type { ActionOutcome, GroupAction, GroupManageContext, GroupManageEvent, GroupManageInput, LoadedGroup, ManageView, PickPurpose } from './group-manage.types';
