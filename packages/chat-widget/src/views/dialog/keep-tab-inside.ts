// Tab and Shift+Tab wrap around inside a modal dialog, in a shadow root too. Radix's focus scope
// finds the dialog's edges by comparing `document.activeElement`, which in the script tag's shadow
// root is the host element, never the dialog's last or first control: its trap let Tab walk out of
// the chat into the portal page behind the overlay. This reads the focus from the root the dialog
// lives in (the shadow root or the document) and wraps at the edges itself; in a plain document it
// does what Radix's trap does, first.
import type { KeyboardEvent } from 'react';

/** onKeyDown of a dialog's Content (or an element around it): keeps Tab inside it. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  const container = event.currentTarget;
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  // A key from a dialog opened above this one (a portal: its events reach here through React) is its own.
  if (event.key !== 'Tab' || event.defaultPrevented || !active || !container.contains(active)) return;
  const stops = [...container.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      !element.closest('[hidden], [inert]') &&
      // Not laid out (display: none, an inactive tab's panel): no stop. jsdom has no checkVisibility.
      element.checkVisibility?.() !== false,
  );
  const edge = event.shiftKey ? stops[0] : stops.at(-1);
  if (active === edge || active === container || !edge) {
    event.preventDefault();
    (event.shiftKey ? stops.at(-1) : stops[0])?.focus();
  }
}
