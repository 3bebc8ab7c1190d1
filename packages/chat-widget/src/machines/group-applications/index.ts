export { applicationKey, FADE_MS } from './group-applications.machine';
export { groupApplicationsMachineFor, selectApplicationCount, selectDrawer } from './group-applications.connect';
export type { GroupApplicationsDrawerProps } from './group-applications.connect';
export type { GroupApplication, HandleAction } from './group-applications.types';
