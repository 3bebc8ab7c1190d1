export { readPanelMachine, READ_PAGE_SIZE, CLOSE_DELAY_MS } from './read-panel.machine';
export type { FetchedPage } from './read-panel.machine';
export { readPanelMachineFor, selectReadPanel } from './read-panel.connect';
export type { ReadPanelProps, ReadPanelSnapshot } from './read-panel.connect';
export type { MemberPage, PageRequest, ReadMember, ReadPanelContext, ReadPanelEvent, ReadPanelInput, ReadPanelTab } from './read-panel.types';
