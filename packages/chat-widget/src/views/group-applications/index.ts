export { GroupApplicationsLoader } from './group-applications-loader';
