// The action menu around a bubble (container): right-click or click on desktop, a 500 ms
// long-press on touch screens; the rules of action-rules.ts decide the items, use-run-action.ts
// carries them out. A message with no actions renders its bubble alone.
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/message';
import { emojiOfItem, REACTION_EMOJI, reactionItemId, useToggleReaction } from '../reactions';
import { messageActions, type MessageActionId } from './action-rules';
import { MessageMenu, type MessageMenuItem } from './message-menu';
import { menuSide, scrollContainerOf, type MenuSide } from './menu-side';
import { useLongPress } from './use-long-press';
import { useMessageExtra } from './use-message-extra';
import { useRunAction } from './use-run-action';
import { useTouch } from './use-touch';

export interface MessageActionsProps {
  message: Message;
  children: ReactNode;
}

/** A click on these belongs to the bubble (play, preview, download, follow a link), not the menu. */
const OWN_CLICK = 'a, button, input, textarea, select, audio, video, img, [role="button"], [data-no-menu]';

export function MessageActions({ message, children }: MessageActionsProps) {
  const { t } = useTranslation('chat');
  const touch = useTouch();
  const extra = useMessageExtra(message.ID);
  const run = useRunAction();
  const anchor = useRef<HTMLDivElement>(null);
  const openAtPointerDown = useRef(false);
  const [open, setOpen] = useState(false);
  /** 回应 was chosen: the open menu shows the reaction emoji instead of the actions. */
  const [picking, setPicking] = useState(false);
  const toggleReaction = useToggleReaction();
  // The chosen 回应 item is gone with the actions: focus goes on to the first emoji (for the keyboard).
  useEffect(() => {
    const menu = picking ? anchor.current?.querySelector('[role="menu"]') : null;
    if (menu && !menu.contains((menu.getRootNode() as Document | ShadowRoot).activeElement)) menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [picking]);
  const [placement, setPlacement] = useState<{ side: MenuSide; boundary: HTMLElement | null }>({ side: 'top', boundary: null });

  const show = () => {
    const element = anchor.current;
    if (!element) return;
    const boundary = scrollContainerOf(element);
    const side = menuSide(element.getBoundingClientRect().top, boundary ? boundary.getBoundingClientRect().top : 0);
    setPlacement({ side, boundary });
    setOpen(true);
  };
  const longPress = useLongPress(show);

  const actions = messageActions(message, { touch });
  if (actions.length === 0) return <>{children}</>;

  const shown = (kind: 'translation' | 'conversion') => extra?.kind === kind && !extra.hidden;
  const labelOf = (id: MessageActionId): string => {
    if (id === 'translate') return t(shown('translation') ? 'actions.hideTranslation' : 'actions.translate');
    if (id === 'convert') return t(shown('conversion') ? 'actions.hideConversion' : 'actions.convert');
    return t(`actions.${id}`);
  };
  const items: MessageMenuItem[] = picking
    ? REACTION_EMOJI.map((emoji) => ({ id: reactionItemId(emoji), label: emoji }))
    : actions.map((id) => ({ id, label: labelOf(id), keepOpen: id === 'react' }));
  const select = (id: string) => {
    const emoji = emojiOfItem(id);
    if (emoji !== null) return toggleReaction(message, emoji);
    if (id === 'react') return setPicking(true);
    run(id as MessageActionId, message);
  };

  const anchorProps = {
    ...longPress,
    onPointerDown(event: PointerEvent<HTMLDivElement>) {
      openAtPointerDown.current = open;
      longPress.onPointerDown(event);
    },
    onContextMenu(event: MouseEvent<HTMLDivElement>) {
      event.preventDefault();
      show();
    },
    onClick(event: MouseEvent<HTMLDivElement>) {
      if (touch || openAtPointerDown.current) return;
      if ((event.target as Element).closest(OWN_CLICK)) return;
      if (window.getSelection?.()?.toString()) return; // selecting text to copy
      show();
    },
    onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
      if (event.target !== event.currentTarget) return;
      if (event.key === 'Enter' || event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey)) {
        event.preventDefault();
        show();
      }
    },
  };

  return (
    <MessageMenu
      ref={anchor}
      open={open}
      side={placement.side}
      boundary={placement.boundary}
      label={picking ? t('actions.reactionPicker') : t('actions.menu')}
      items={items}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setPicking(false);
      }}
      onSelect={select}
      anchorProps={anchorProps}
    >
      {children}
    </MessageMenu>
  );
}
