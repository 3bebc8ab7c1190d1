export { CallListener } from './call-listener';
export type { CallPickerProps } from './call-picker';
