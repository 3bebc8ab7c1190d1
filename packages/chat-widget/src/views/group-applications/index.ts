export { GroupApplicationsLoader } from './group-applications-loader';
export type { GroupApplicationsProps } from './group-applications';
