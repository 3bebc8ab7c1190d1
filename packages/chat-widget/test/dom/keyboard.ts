// The keyboard as a browser has it, for jsdom (which moves no focus on Tab and clicks no button on
// Enter): Tab and Shift+Tab move focus through the tabbable elements in document order (inside an
// open modal dialog only, as its focus trap does); a key is pressed on the focused element, and
// Enter or Space on a button clicks it unless a handler prevented that.
import { act, fireEvent } from '@testing-library/react';

const TABBABLE = 'a[href], button, input, textarea, select, [tabindex]';

function tabbables(): HTMLElement[] {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]')];
  const scope = dialogs.at(-1) ?? document.body;
  return [...scope.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && !el.closest('[hidden], [inert]') && (el as HTMLInputElement).type !== 'hidden',
  );
}

/** The focused element (never null: <body> when nothing is focused). */
export const focused = (): HTMLElement => (document.activeElement as HTMLElement | null) ?? document.body;

/** Press a key on the focused element; returns whether a handler prevented its default. */
export function press(key: string, init: { shiftKey?: boolean; ctrlKey?: boolean } = {}): boolean {
  const target = focused();
  let prevented = false;
  act(() => {
    prevented = !fireEvent.keyDown(target, { key, code: key === ' ' ? 'Space' : key, ...init });
  });
  const clickable = target.matches('button, a[href], [role="button"], [role="tab"], [role="menuitem"]');
  if (!prevented && clickable && (key === 'Enter' || key === ' ')) act(() => void fireEvent.click(target));
  act(() => void fireEvent.keyUp(target, { key, ...init }));
  return prevented;
}

/** Tab (or Shift+Tab) as the browser does unless a handler (a focus trap) takes the key. */
export function tab({ shift = false } = {}): HTMLElement {
  if (press('Tab', { shiftKey: shift })) return focused();
  const list = tabbables();
  const at = list.indexOf(focused());
  const next = shift ? (at <= 0 ? list.at(-1) : list[at - 1]) : list[(at + 1) % list.length];
  act(() => next?.focus());
  return focused();
}

/** Tab (or Shift+Tab) until `reached` holds for the focused element; fails after `max` presses. */
export function tabUntil(reached: (element: HTMLElement) => boolean, { shift = false, max = 60 } = {}): HTMLElement {
  for (let i = 0; i < max; i += 1) {
    const element = tab({ shift });
    if (reached(element)) return element;
  }
  throw new Error(`not reached in ${max} ${shift ? 'Shift+Tab' : 'Tab'} presses; focus is on ${focused().outerHTML.slice(0, 160)}`);
}
