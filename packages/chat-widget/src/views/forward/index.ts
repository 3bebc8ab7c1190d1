export { ForwardListener } from './forward-listener';
