export { LazyReadPanel } from './lazy-read-panel';
export type { ReadPanelContainerProps } from './read-panel';
