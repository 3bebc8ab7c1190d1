export { multiSelectMachine, forwardOrder, MAX_SELECTED } from './multi-select.machine';
export { multiSelectOf } from './multi-select.actor';
export type { MultiSelectActor } from './multi-select.actor';
export type { MultiSelectContext, MultiSelectEvent } from './multi-select.types';
export { rowSelection, selectingIn } from './multi-select.connect';
export type { RowSelection } from './multi-select.connect';
