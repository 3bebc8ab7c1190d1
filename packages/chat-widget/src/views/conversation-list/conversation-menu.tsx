// The conversation's action menu: right-click, or a long press over 300 ms on touch screens.
// Radix keeps it inside the window with a 5 px margin (collisionPadding).
import * as ContextMenu from '@radix-ui/react-context-menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { WidgetRoot } from '../../provider/widget-root';
import { v } from '../../theme/vars';
import { useLongPressContextMenu } from './long-press';
import { usePortalContainer } from '../../provider/portal-context';

export const LONG_PRESS_MS = 300;
export const MENU_MARGIN_PX = 5;

export interface ConversationMenuProps {
  pinned: boolean;
  muted: boolean;
  onDelete(): void;
  onTogglePin(): void;
  onToggleMute(): void;
  children: ReactNode;
}

const Content = styled(ContextMenu.Content)`
  min-width: 140px;
  padding: 4px 0;
  border-radius: ${v.radius};
  background: ${v.background};
  box-shadow: ${v.shadow};
  z-index: 6000;
`;
const Item = styled(ContextMenu.Item)`
  padding: 6px 14px;
  cursor: pointer;
  outline: none;
  &[data-highlighted] {
    background: ${v.surfaceHover};
  }
`;

export function ConversationMenu({ pinned, muted, onDelete, onTogglePin, onToggleMute, children }: ConversationMenuProps) {
  const { t } = useTranslation('chat');
  const portalContainer = usePortalContainer();
  const longPress = useLongPressContextMenu(LONG_PRESS_MS);
  return (
    <ContextMenu.Root modal={false}>
      <ContextMenu.Trigger asChild {...longPress}>
        <div>{children}</div>
      </ContextMenu.Trigger>
      <ContextMenu.Portal container={portalContainer}>
        <WidgetRoot>
          <Content collisionPadding={MENU_MARGIN_PX}>
            <Item onSelect={onDelete}>{t('conversation.deleteConversation')}</Item>
            <Item onSelect={onTogglePin}>{t(pinned ? 'conversation.unpin' : 'conversation.pin')}</Item>
            <Item onSelect={onToggleMute}>{t(muted ? 'conversation.unmute' : 'conversation.mute')}</Item>
          </Content>
        </WidgetRoot>
      </ContextMenu.Portal>
    </ContextMenu.Root>
  );
}
