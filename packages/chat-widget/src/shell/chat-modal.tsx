// <ChatModal/>: the chat in a modal (spec/chat.md §2): opens on open-chat (with the conversation
// it names), closes on close-chat, and closing resets the current conversation.
import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { lazyWithRetry } from '../views/common/lazy-panel';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { PortalContainerContext } from '../provider/portal-context';
import { chatEvents as pageEvents, type ChatEventMap, type ChatEvents } from '../provider/chat-events';
import { useChatUi } from '../provider/chat-ui-context';
import { chatUserIDOf, useChatSession } from '../provider/session-context';
import { WidgetRoot } from '../provider/widget-root';
import { v } from '../theme/vars';
import { useReturnFocus } from '../views/dialog/use-return-focus';
import { NARROW_WIDTH } from './use-narrow';
import { fromLauncher } from './launcher-mark';
import { ChatLauncher } from './chat-launcher';

// The chat area loads when the modal first opens: a page that embeds the widget pays for the
// session and the modal up front, and for the chat (lists, composer, virtualised messages) only
// once someone opens it.
const Chat = lazyWithRetry(() => import('./chat').then((module) => ({ default: module.Chat })));

export interface ChatModalProps {
  /** Width of the dialog, px (default 1024). */
  width?: number;
  /** z-index of the overlay and dialog (default 5000). */
  zIndex?: number;
  /** The emitter to listen to (default: the page-wide `chatEvents`). */
  events?: ChatEvents;
  /** Where the dialog is portalled (default document.body; the script-tag build passes its shadow root's node). */
  container?: HTMLElement | null;
  /** What the modal shows (default: <Chat/>). */
  children?: ReactNode;
  /** A round button at the bottom right that opens and closes the modal, with the unread total (default false). */
  launcher?: boolean;
}

const Overlay = styled(Dialog.Overlay)<{ $z: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $z }) => $z};
  background: rgba(0, 0, 0, 0.45);
`;

const Content = styled(Dialog.Content)<{ $z: number; $width: number }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ $z }) => $z};
  width: min(${({ $width }) => $width}px, 100vw);
  height: min(720px, 90vh);
  transform: translate(-50%, -50%);
  outline: none;
  /* A phone: the whole screen (dvh: without the browser's bars), as the widget's narrow layout is. */
  @media (max-width: ${NARROW_WIDTH - 1}px) {
    inset: 0;
    width: 100%;
    height: 100%;
    height: 100dvh;
    transform: none;
  }
`;

const Panel = styled(WidgetRoot)`
  display: flex;
  flex-direction: column;
  border-radius: ${v.radius};
  box-shadow: ${v.shadow};
  overflow: hidden;
  @media (max-width: ${NARROW_WIDTH - 1}px) {
    border-radius: 0;
    box-shadow: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 12px;
  border-bottom: 1px solid ${v.border};
`;

const Title = styled(Dialog.Title)`
  margin: 0;
  font-size: 16px;
  font-weight: 600;
`;

const Close = styled(Dialog.Close)`
  border: 0;
  background: transparent;
  color: ${v.textSecondary};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
`;

const Loading = styled.p`
  margin: 24px;
  color: ${v.textSecondary};
`;

/** The conversation an open-chat event names, if any. */
export function conversationOf(payload: ChatEventMap['open-chat'] | undefined, prefix: string): string | null {
  if (payload?.conversationID) return payload.conversationID;
  if (payload?.userID) return `C2C${chatUserIDOf(String(payload.userID), prefix)}`;
  return null;
}

/**
 * Radix hears Escape first (a capture listener): an input with an open list of its own (the
 * at-mention list marks its active option) keeps that Escape to close the list, not the chat.
 */
function keepEscapeForOpenList(event: KeyboardEvent) {
  // The first of the path: in the script-tag build's shadow root, `target` is the host.
  const origin = event.composedPath()[0];
  if (origin instanceof Element && origin.hasAttribute('aria-activedescendant')) event.preventDefault();
}

/** Radix reads a press on the launcher as one outside the dialog: leave it to the launcher's click. */
function keepLauncherPress(event: CustomEvent<{ originalEvent: Event }>) {
  if (fromLauncher(event.detail.originalEvent)) event.preventDefault();
}

export function ChatModal({ width = 1024, zIndex = 5000, events = pageEvents, container, children, launcher = false }: ChatModalProps) {
  const { t } = useTranslation('chat');
  const [open, setOpen] = useState(false);
  const { dispatch } = useChatUi();
  const { prefix, status } = useChatSession();
  // An open-chat naming a user waits for the session: the user-ID prefix comes with the credential
  // (the script tag replays a queued open() before that).
  const [pending, setPending] = useState<ChatEventMap['open-chat'] | null>(null);

  useEffect(() => {
    const offOpen = events.on('open-chat', (payload) => {
      setPending(payload ?? {});
      setOpen(true);
    });
    const offClose = events.on('close-chat', () => {
      setPending(null);
      setOpen(false);
      dispatch({ type: 'close' });
    });
    return () => {
      offOpen();
      offClose();
    };
  }, [events, dispatch]);

  useEffect(() => {
    if (!pending || (!pending.conversationID && pending.userID && status !== 'ready')) return;
    setPending(null);
    const conversationID = conversationOf(pending, prefix);
    if (conversationID) dispatch({ type: 'open', conversationID, ...(pending.jobId != null ? { jobId: pending.jobId } : {}) });
  }, [pending, status, prefix, dispatch]);

  const returnFocus = useReturnFocus(open);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) dispatch({ type: 'close' });
  };

  return (
    <>
      {launcher && <ChatLauncher open={open} zIndex={zIndex + 1} onToggle={() => onOpenChange(!open)} />}
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Portal container={container}>
          {/* Content inside the Overlay, not beside it: the Overlay is the scroll lock's element
              (react-remove-scroll), which lets through only wheel and touch events it saw pass
              through itself (React events, which carry the real target). Beside it, the lock
              matches the Content as a "shard" by the event's target at the document, which in the
              script tag's shadow root is the host element: every wheel was cancelled. */}
          <Overlay $z={zIndex}>
            <Content $z={zIndex} $width={width} aria-describedby={undefined} onEscapeKeyDown={keepEscapeForOpenList} onCloseAutoFocus={returnFocus} onInteractOutside={keepLauncherPress}>
              <Panel>
                <Header>
                  <Title>{t('shell.title')}</Title>
                  <Close aria-label={t('shell.close')}>×</Close>
                </Header>
                <Body>
                  <PortalContainerContext.Provider value={container ?? null}>
                    {children ?? (
                      <Suspense fallback={<Loading role="status">{t('common.loading')}</Loading>}>
                        <Chat />
                      </Suspense>
                    )}
                  </PortalContainerContext.Provider>
                </Body>
              </Panel>
            </Content>
          </Overlay>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
