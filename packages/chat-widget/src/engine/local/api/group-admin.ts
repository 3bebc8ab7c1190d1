import type { GroupAdminEngine } from '../../group-admin';
import type { Core } from '../core';

export function groupAdminMethods(_core: Core): GroupAdminEngine {
  return {};
}
