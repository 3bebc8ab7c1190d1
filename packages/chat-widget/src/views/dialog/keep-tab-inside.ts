// Tab and Shift+Tab wrap around inside a modal dialog, in a shadow root too. Radix's focus scope
// finds the dialog's edges by comparing `document.activeElement`, which in the script tag's shadow
// root is the host element, never the dialog's last or first control: its trap let Tab walk out of
// the chat into the portal page behind the overlay. This reads the focus from the root the dialog
// lives in (the shadow root or the document) and wraps at the edges itself; in a plain document it
// does what Radix's trap does, first.
import type { KeyboardEvent } from 'react';

const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex]';

/** The elements Tab stops at inside `container`, in document order. */
export function tabStopsIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      (element as HTMLInputElement).type !== 'hidden' &&
      !element.closest('[hidden], [inert]') &&
      // Not laid out (display: none, an inactive tab's panel): not a stop. jsdom has no checkVisibility.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/** The focused element inside the root (shadow root or document) that `node` lives in. */
export function focusedIn(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/** onKeyDown of a dialog's Content (or an element around it): keeps Tab inside it. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const container = event.currentTarget;
  const active = focusedIn(container);
  // A key from a dialog opened above this one (a portal: its events reach here through React) is its own.
  if (!active || !container.contains(active)) return;
  const stops = tabStopsIn(container);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const before = active === container || !!(first.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_PRECEDING);
  const after = active !== last && !!(last.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (event.shiftKey && (active === first || before)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || after)) {
    event.preventDefault();
    first.focus();
  }
}
