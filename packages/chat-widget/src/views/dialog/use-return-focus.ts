// Focus back where it was when a dialog closes. Radix gives it back to the dialog's Trigger; the
// widget's dialogs open from code (an event, a menu item, a message), without a Trigger, so focus
// would fall to <body> and a keyboard user would start again from the top. Pass the result as
// the Content's onCloseAutoFocus; `open` is the dialog's (true for dialogs mounted only while open).
import { useLayoutEffect, useRef } from 'react';

/** The focused element, inside shadow roots too: in the script tag's shadow root `document.activeElement` is the host. */
function focusedElement(): HTMLElement | null {
  let element = document.activeElement;
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  return element as HTMLElement | null;
}

export function useReturnFocus(open: boolean) {
  const previous = useRef<HTMLElement | null>(null);
  // A layout effect: it runs before Radix's focus scope moves focus into the dialog.
  useLayoutEffect(() => {
    if (open && typeof document !== 'undefined') previous.current = focusedElement();
  }, [open]);
  return (event: Event) => {
    const element = previous.current;
    if (!element || !element.isConnected || element === document.body) return;
    event.preventDefault();
    element.focus({ preventScroll: true });
  };
}
