// The panels the widget loads on demand, in one lazy chunk: every chunk shared with the entry
// costs gzip efficiency up front, and two lazy entries would split the entry into more of them.
export { default as ImagePreviewer } from './previewer/image-previewer';
export { default as ForwardPanel } from './forward/forward-panel';
export { default as MergedDetail } from './merged-detail/merged-detail';
export { default as MultiSelectBar } from './multi-select/multi-select-bar';
export { default as GroupApplications } from './group-applications/group-applications';
export { default as CallPicker } from './call-picker/call-picker';
export { default as GroupCreateDialog } from './group/group-create-dialog';
export { default as GroupManagePanel } from './group/group-manage-panel';
export { default as ContactPanel } from './contacts/contact-panel';
export { default as StartConversation } from './start-conversation/start-conversation';
