// Group administration pushes (protocol-group-admin.ts GroupAdminEvents) → caches and SDK events.
import type { Core } from './core';
import type { EventFrame } from './protocol';

/** Handles the frame if it is a group administration event; false for anything else. */
export function groupAdminPush(_core: Core, _frame: EventFrame): boolean {
  return false;
}
