import type { ContactEngine } from '../../contacts';
import type { Core } from '../core';

export function contactMethods(_core: Core): ContactEngine {
  return {};
}
