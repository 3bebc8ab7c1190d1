export { ReadPanelLoader } from './read-panel-loader';
export type { ReadPanelContainerProps } from './read-panel';
