export { readPanelMachineFor, selectReadPanel } from './read-panel.connect';
export type { ReadPanelProps } from './read-panel.connect';
export type { ReadPanelTab } from './read-panel.types';
