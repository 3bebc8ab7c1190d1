// Where the menu opens: above the bubble, or below it when the bubble is within 160 px of the
// top of the list's scroll container (docs/chat.md §9 "top-menu flip").
export const MENU_FLIP_PX = 160;

export type MenuSide = 'top' | 'bottom';

export function menuSide(anchorTop: number, containerTop: number): MenuSide {
  return anchorTop - containerTop < MENU_FLIP_PX ? 'bottom' : 'top';
}

/** The nearest scrolling ancestor (the message list's scroller), or null for the viewport. */
export function scrollContainerOf(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (node.hasAttribute('data-virtuoso-scroller')) return node;
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return null;
}
