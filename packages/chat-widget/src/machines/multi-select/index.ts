export { forwardOrder, MAX_SELECTED } from './multi-select.machine';
export { multiSelectOf } from './multi-select.actor';
export { rowSelection, selectingIn } from './multi-select.connect';
