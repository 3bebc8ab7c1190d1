export { friendSelectMachineFor, selectFriendSelect } from './friend-select.connect';
export type { FriendSelectProps } from './friend-select.connect';
export type { FriendOption, FriendSelectMode } from './friend-select.types';
