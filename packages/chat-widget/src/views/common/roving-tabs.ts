// WAI-ARIA tabs' keyboard for Radix Tabs, in a shadow root too: the selected tab is the tab list's
// only tab stop, and the arrow keys (Up/Down in a vertical list, Left/Right in a horizontal one),
// Home and End move the focus to another tab, which selects it. Radix's roving focus moves focus
// by trying candidates until `document.activeElement` changes, which in the script tag's shadow
// root it never does (it stays the host): every candidate got focus in turn, so the arrows changed
// the selected tab while the focus stayed, and Tab into the list landed on its last tab.
import type { KeyboardEvent } from 'react';

/** A tab's onKeyDown (before Radix's, which it replaces for these keys). */
function onTabKeyDown(event: KeyboardEvent<HTMLElement>) {
  const list = event.currentTarget.parentElement!;
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
  const vertical = list.getAttribute('aria-orientation') === 'vertical';
  const step = { [vertical ? 'ArrowUp' : 'ArrowLeft']: -1, [vertical ? 'ArrowDown' : 'ArrowRight']: 1 }[event.key];
  const at = tabs.indexOf(event.currentTarget);
  const next = event.key === 'Home' ? tabs[0] : event.key === 'End' ? tabs.at(-1) : step && tabs[(at + step + tabs.length) % tabs.length];
  if (!next) return;
  event.preventDefault();
  next.focus();
}

/** Props for a tab: its tab stop (the selected tab only) and the keys. */
export const rovingTab = (selected: boolean) => ({ tabIndex: selected ? 0 : -1, onKeyDown: onTabKeyDown });

/**
 * Props for the tab list: not itself a tab stop (Radix makes it one, to hand focus on to a tab:
 * the handing on that fails in a shadow root).
 */
export const rovingTabList = { tabIndex: -1 } as const;
