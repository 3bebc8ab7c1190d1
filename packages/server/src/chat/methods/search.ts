import type { SearchMethods } from '../protocol';
import type { Handler } from './types';

// Cloud message search.
export const SEARCH_HANDLERS: { [M in keyof SearchMethods]: Handler<M> } = {};
