// Keyboard of the conversation listbox's options: Enter or Space opens one; the arrow keys, Home
// and End move focus through the options rendered (one tab stop for the list: roving tabindex).
import type { KeyboardEvent } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function onOptionKeyDown(event: KeyboardEvent<HTMLElement>, onSelect: () => void) {
  if (event.target !== event.currentTarget) return;
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    onSelect();
    return;
  }
  const move = MOVES[event.key];
  const list = event.currentTarget.closest('[role="listbox"]');
  if (!move || !list) return;
  event.preventDefault();
  const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
  const next = options[move(options.indexOf(event.currentTarget), options.length)];
  next?.focus();
  next?.scrollIntoView?.({ block: 'nearest' });
}
