export { GlobalSearch } from './global-search';
export type { GlobalSearchProps } from './global-search';
