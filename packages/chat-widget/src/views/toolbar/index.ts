export { Toolbar } from './toolbar';
