export { friendSelectMachine } from './friend-select.machine';
export { friendSelectMachineFor, selectFriendSelect } from './friend-select.connect';
export type { FriendSelectProps, FriendSelectSnapshot } from './friend-select.connect';
export type { FriendOption, FriendSelectContext, FriendSelectEvent, FriendSelectInput, FriendSelectMode } from './friend-select.types';
