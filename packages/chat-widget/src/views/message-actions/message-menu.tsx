// The per-message action menu (view): the bubble's anchor, and a lazily loaded Radix dropdown
// laid over it while open. Rendered in place (no portal), so the menu stays inside the widget's
// root (and its shadow root) with the theme's CSS variables.
import { forwardRef, useImperativeHandle, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { LazyMenu } from '../menu/lazy-menu';
import { restoreFocusTo } from '../menu/restore-focus';
import type { MenuSide } from './menu-side';

export interface MessageMenuItem {
  /** An action (action-rules.ts) or a picker emoji (views/reactions). */
  id: string;
  label: string;
  /** Choosing it leaves the menu open (回应 turns the items into its emoji). */
  keepOpen?: boolean;
}

export interface MessageMenuProps {
  open: boolean;
  side: MenuSide;
  label: string;
  items: MessageMenuItem[];
  /** The scroll container the menu keeps inside of; the viewport when null. */
  boundary: HTMLElement | null;
  onOpenChange(open: boolean): void;
  onSelect(id: string): void;
  /** Opening gestures on the bubble: right-click, click, long-press, keys. */
  anchorProps: HTMLAttributes<HTMLDivElement>;
  children: ReactNode;
}

const Anchor = styled.div`
  position: relative;
  min-width: 0;
  max-width: 100%;
  outline: none;
  -webkit-touch-callout: none;
  &:focus-visible {
    box-shadow: 0 0 0 2px ${v.primary};
    border-radius: ${v.radius};
  }
`;

export const MessageMenu = forwardRef<HTMLDivElement, MessageMenuProps>(function MessageMenu(
  { open, side, label, items, boundary, onOpenChange, onSelect, anchorProps, children },
  ref,
) {
  const anchor = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => anchor.current as HTMLDivElement, []);
  return (
    // Focusable, with the keys that open its menu (Enter, the ContextMenu key, Shift+F10). No
    // aria-haspopup / aria-expanded: those belong to roles such as button, and a bubble holds
    // links and buttons of its own, which a button may not.
    <Anchor ref={anchor} tabIndex={0} aria-keyshortcuts="Shift+F10" {...anchorProps}>
      {children}
      <LazyMenu
        open={open}
        label={label}
        items={items}
        side={side}
        collisionBoundary={boundary}
        onOpenChange={(next) => {
          onOpenChange(next);
          if (!next) restoreFocusTo(anchor.current);
        }}
        onSelect={onSelect}
      />
    </Anchor>
  );
});
