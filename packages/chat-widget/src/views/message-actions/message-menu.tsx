// The per-message action menu (view): a controlled Radix dropdown anchored to the bubble. No
// Portal, so the menu stays inside the widget's root (and its shadow root) with the theme's
// CSS variables; Radix positions it with `position: fixed`.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import type { MessageActionId } from './action-rules';
import type { MenuSide } from './menu-side';

export interface MessageMenuItem {
  id: MessageActionId;
  label: string;
}

export interface MessageMenuProps {
  open: boolean;
  side: MenuSide;
  label: string;
  items: MessageMenuItem[];
  /** The scroll container the menu keeps inside of; the viewport when null. */
  boundary: HTMLElement | null;
  onOpenChange(open: boolean): void;
  onSelect(id: MessageActionId): void;
  /** Opening gestures on the bubble: right-click, click, long-press, keys. */
  anchorProps: HTMLAttributes<HTMLDivElement>;
  children: ReactNode;
}

const Anchor = styled.div`
  min-width: 0;
  max-width: 100%;
  outline: none;
  -webkit-touch-callout: none;
  &:focus-visible {
    box-shadow: 0 0 0 2px ${v.primary};
    border-radius: ${v.radius};
  }
`;
const Content = styled(DropdownMenu.Content)`
  display: flex;
  flex-wrap: wrap;
  max-width: 300px;
  padding: 4px;
  border-radius: ${v.radius};
  background: ${v.background};
  color: ${v.text};
  box-shadow: ${v.shadow};
  z-index: 6000;
`;
const Item = styled(DropdownMenu.Item)`
  padding: 4px 10px;
  border-radius: ${v.radius};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${v.surfaceHover};
  }
`;

export const MessageMenu = forwardRef<HTMLDivElement, MessageMenuProps>(function MessageMenu(
  { open, side, label, items, boundary, onOpenChange, onSelect, anchorProps, children },
  ref,
) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      {/* Disabled: the container decides when it opens (a plain click on a link must not). */}
      <DropdownMenu.Trigger asChild disabled>
        <Anchor ref={ref} tabIndex={0} {...anchorProps}>
          {children}
        </Anchor>
      </DropdownMenu.Trigger>
      <Content aria-label={label} side={side} align="center" sideOffset={4} collisionPadding={5} collisionBoundary={boundary ?? []} loop>
        {items.map((item) => (
          <Item key={item.id} data-action={item.id} onSelect={() => onSelect(item.id)}>
            {item.label}
          </Item>
        ))}
      </Content>
    </DropdownMenu.Root>
  );
});
