export { MUTE_SECONDS } from './group-manage.machine';
export { groupManageMachineFor, isMuted, selectFrame, selectGroup } from './group-manage.connect';
export type { SelectedGroup } from './group-manage.connect';
export type { ActionOutcome, GroupAction, ManageView, PickPurpose } from './group-manage.types';
