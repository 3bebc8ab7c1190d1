// Multi-select of messages: the row's checkbox and the composer's stand-in, the bar.
export { Selectable } from './selectable';
export { MultiSelectSwitch } from './multi-select-switch';
