// The emoji picker's popover, anchored to the toolbar's emoji button, rendered in place (inside the widget's root and shadow
// root); focus moves into it, Escape or a click outside closes it and focus goes back to the button.
// It loads with the action menus' lazy chunk (see lazy-emoji-popover.tsx), so it takes only
// props: the picker as children, the label already translated.
import * as Popover from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';
import { styled } from 'styled-components';

export interface EmojiPopoverProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The emoji button: the popover's anchor, where focus returns, and its own toggle. */
  button: RefObject<HTMLButtonElement | null>;
  /** The popover's accessible name. */
  label: string;
  /** The picker. */
  children: ReactNode;
}

const Content = styled(Popover.Content)`
  z-index: 5;
  outline: none;
`;

/**
 * Focus starts on the open tab's first emoji. Radix's own first focus compares
 * document.activeElement, which inside the widget's shadow root stays the host: it focused every
 * candidate in turn, ending on the last tab, which focusing selected (the picker opened on the
 * third pack in the script-tag embed).
 */
function focusFirstEmoji(event: Event) {
  event.preventDefault();
  (event.target as HTMLElement).querySelector<HTMLElement>('[role="tabpanel"] button')?.focus();
}

export default function EmojiPopover({ open, onOpenChange, button, label, children }: EmojiPopoverProps) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={button} />
      <Content
        side="top"
        align="start"
        sideOffset={4}
        collisionPadding={5}
        aria-label={label}
        // A press on the button toggles the picker itself (its click would reopen it otherwise).
        onInteractOutside={(event) => button.current?.contains(event.target as Node) && event.preventDefault()}
        onOpenAutoFocus={focusFirstEmoji}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          button.current?.focus({ preventScroll: true });
        }}
      >
        {children}
      </Content>
    </Popover.Root>
  );
}
