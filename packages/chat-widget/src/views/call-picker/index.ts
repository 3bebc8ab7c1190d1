export { CallListener } from './call-listener';
