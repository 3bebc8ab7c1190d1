import type { SearchEngine } from '../../search';
import type { Core } from '../core';

export function searchMethods(_core: Core): SearchEngine {
  return {};
}
