// An action menu that costs nothing until it opens: the Radix dropdown (anchored-menu.tsx) is a
// lazy chunk. Render it inside the anchor element, which must be `position: relative`. The menu
// is gone as soon as `open` is false, so the container returns focus to its anchor itself.
import { Suspense } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';

export interface MenuItem {
  id: string;
  label: string;
  /** Choosing it does not close the menu (the item changes what the menu shows). */
  keepOpen?: boolean;
}

export interface AnchoredMenuProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  items: MenuItem[];
  onSelect(id: string): void;
  label?: string;
  /** A point of the anchor (a right-click) to open at; the whole anchor when absent. */
  at?: { x: number; y: number } | null;
  side?: 'top' | 'bottom' | 'left' | 'right';
  align?: 'start' | 'center' | 'end';
  sideOffset?: number;
  /** Kept this far from the window's (or the boundary's) edges. */
  collisionPadding?: number;
  collisionBoundary?: HTMLElement | null;
  /** Items in a row that wraps (a message's menu) or a column (a conversation's). */
  layout?: 'row' | 'column';
  /** Render the menu in this container's portal (undefined: in place; null: the document body). */
  portal?: HTMLElement | null;
}

const AnchoredMenu = lazyWithRetry(() => import('./anchored-menu'));

export function LazyMenu(props: AnchoredMenuProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <AnchoredMenu {...props} />
    </Suspense>
  );
}
