// The conversation's action menu: right-click, or a long press over 300 ms on touch screens,
// opens it at the pointer; it keeps a 5 px margin inside the window (collisionPadding). The menu
// itself is a lazy chunk (views/menu), portalled where the widget's dialogs go.
import { useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalContainer } from '../../provider/portal-context';
import { LazyMenu } from '../menu/lazy-menu';
import { restoreFocusTo } from '../menu/restore-focus';
import { useLongPressContextMenu } from './long-press';

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

type ActionID = 'delete' | 'pin' | 'mute';

export function ConversationMenu({ pinned, muted, onDelete, onTogglePin, onToggleMute, children }: ConversationMenuProps) {
  const { t } = useTranslation('chat');
  const portalContainer = usePortalContainer();
  const longPress = useLongPressContextMenu(LONG_PRESS_MS);
  /** Where the menu was asked for, inside the row; null while closed. */
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);

  const box = useRef<HTMLDivElement>(null);
  const openAt = (event: MouseEvent<HTMLDivElement>) => {
    event.preventDefault();
    const rect = event.currentTarget.getBoundingClientRect();
    setAt({ x: event.clientX - rect.left, y: event.clientY - rect.top });
  };
  // From the keyboard (the ContextMenu key, Shift+F10 on the focused row): at the row's left, below its middle.
  const openFromKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ContextMenu' && !(event.key === 'F10' && event.shiftKey)) return;
    event.preventDefault();
    setAt({ x: 16, y: event.currentTarget.getBoundingClientRect().height / 2 });
  };
  const close = () => {
    setAt(null);
    // The menu's own trigger is not focusable: give focus back to the row it was opened on.
    restoreFocusTo(box.current?.querySelector<HTMLElement>('[role="option"]'));
  };
  const run: Record<ActionID, () => void> = { delete: onDelete, pin: onTogglePin, mute: onToggleMute };

  return (
    <div ref={box} style={{ position: 'relative' }} onContextMenu={openAt} onKeyDown={openFromKeys} {...longPress}>
      {children}
      <LazyMenu
        open={at !== null}
        label={t('conversation.menu')}
        at={at}
        layout="column"
        side="bottom"
        align="start"
        sideOffset={0}
        collisionPadding={MENU_MARGIN_PX}
        portal={portalContainer ?? null}
        items={[
          { id: 'delete', label: t('conversation.deleteConversation') },
          { id: 'pin', label: t(pinned ? 'conversation.unpin' : 'conversation.pin') },
          { id: 'mute', label: t(muted ? 'conversation.unmute' : 'conversation.mute') },
        ]}
        onOpenChange={(open) => open || close()}
        onSelect={(id) => {
          // Focus on the row first, so a dialog the action opens gives it back there on closing.
          box.current?.querySelector<HTMLElement>('[role="option"]')?.focus({ preventScroll: true });
          run[id as ActionID]();
        }}
      />
    </div>
  );
}
