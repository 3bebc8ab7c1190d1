export { groupApplicationsMachine, applicationKey, FADE_MS } from './group-applications.machine';
export { groupApplicationsMachineFor, selectApplicationCount, selectDrawer } from './group-applications.connect';
export type { GroupApplicationsDrawerProps, GroupApplicationsSnapshot } from './group-applications.connect';
export type { GroupApplication, GroupApplicationsContext, GroupApplicationsEvent, GroupApplicationsInput, HandleAction, HandleRequest } from './group-applications.types';
