export { inflate } from 'pako';
