// Contact pushes (protocol-contacts.ts ContactEvents) → caches and SDK events.
import type { Core } from './core';
import type { EventFrame } from './protocol';

/** Handles the frame if it is a contact event; false for anything else. */
export function contactPush(_core: Core, _frame: EventFrame): boolean {
  return false;
}
