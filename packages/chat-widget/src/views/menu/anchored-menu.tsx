// The Radix dropdown behind every action menu of the widget (a message's, a conversation's, the
// quick replies): loaded only when a menu first opens (lazy-menu.tsx), with Radix's popper and
// floating-ui, so none of it is in the widget's first download. The menu points at an invisible
// trigger laid over its anchor element (or at a point of it, for a right-click), so the anchor
// and what it holds are never re-mounted when the menu code arrives.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { CSSProperties, ReactNode } from 'react';
import { styled } from 'styled-components';
import { WidgetRoot } from '../../provider/widget-root';
import { v } from '../../theme/vars';
import type { AnchoredMenuProps } from './lazy-menu';

const Content = styled(DropdownMenu.Content)<{ $layout: 'row' | 'column' }>`
  display: flex;
  flex-direction: ${({ $layout }) => $layout};
  flex-wrap: wrap;
  max-width: 300px;
  min-width: ${({ $layout }) => ($layout === 'column' ? '140px' : '0')};
  padding: 4px;
  border-radius: ${v.radius};
  background: ${v.background};
  color: ${v.text};
  box-shadow: ${v.shadow};
  z-index: 6000;
`;
const Item = styled(DropdownMenu.Item)`
  padding: 6px 10px;
  border-radius: ${v.radius};
  white-space: nowrap;
  cursor: pointer;
  outline: none;
  user-select: none;
  &[data-highlighted] {
    background: ${v.surfaceHover};
  }
`;

function triggerStyle(at: AnchoredMenuProps['at']): CSSProperties {
  const base: CSSProperties = { position: 'absolute', pointerEvents: 'none', visibility: 'hidden' };
  return at ? { ...base, left: at.x, top: at.y, width: 0, height: 0 } : { ...base, inset: 0 };
}

export default function AnchoredMenu(props: AnchoredMenuProps) {
  const { items, layout = 'row', portal } = props;
  const content = (
    <Content
      $layout={layout}
      aria-label={props.label}
      // Radix names a menu after its trigger, here a hidden empty span: the label names it instead.
      {...(props.label ? { 'aria-labelledby': undefined } : {})}
      side={props.side ?? 'bottom'}
      align={props.align ?? 'center'}
      sideOffset={props.sideOffset ?? 4}
      collisionPadding={props.collisionPadding ?? 5}
      collisionBoundary={props.collisionBoundary ?? []}
      loop
    >
      {items.map((item) => (
        <Item
          key={item.id}
          data-action={item.id}
          onSelect={(event) => {
            if (item.keepOpen) event.preventDefault();
            props.onSelect(item.id);
          }}
        >
          {item.label}
        </Item>
      ))}
    </Content>
  );
  let placed: ReactNode = content;
  if (portal !== undefined)
    placed = (
      <DropdownMenu.Portal container={portal}>
        <WidgetRoot>{content}</WidgetRoot>
      </DropdownMenu.Portal>
    );
  return (
    <DropdownMenu.Root open={props.open} onOpenChange={props.onOpenChange} modal={false}>
      {/* Disabled: the anchor's own gestures open the menu. */}
      <DropdownMenu.Trigger asChild disabled>
        <span aria-hidden style={triggerStyle(props.at)} />
      </DropdownMenu.Trigger>
      {placed}
    </DropdownMenu.Root>
  );
}

/** The emoji picker's popover rides in this chunk (views/toolbar/lazy-emoji-popover.tsx says why). */
export { default as EmojiPopover } from '../toolbar/emoji-popover';

/** So does the confirmation of a conversation's delete item (conversation-list/lazy-delete-dialog.tsx). */
export { DeleteConversationDialog } from '../conversation-list/delete-conversation-dialog';
