// <ChatModal/>: the chat in a modal (docs/chat.md §2): opens on open-chat (with the conversation
// it names), closes on close-chat, and closing resets the current conversation. The dialog itself
// (chat-modal-dialog.tsx) is a chunk of its own: a page's first render shows the modal closed.
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyWithRetry, preloader } from '../views/common/lazy-panel';
import { chatEvents as pageEvents, type ChatEventMap, type ChatEvents } from '../provider/chat-events';
import { useChatUi } from '../provider/chat-ui-context';
import { chatUserIDOf, useChatSession } from '../provider/session-context';
import { useReturnFocus } from '../views/dialog/use-return-focus';
import { ChatLauncher } from './chat-launcher';
import type { ChatModalDialogProps } from './chat-modal-dialog';

type DialogModule = typeof import('./chat-modal-dialog');
let loaded: DialogModule | null = null;
/** The dialog's chunk, once (again after a failed load); `loaded` once it is in. */
const dialogChunk = preloader(() => import('./chat-modal-dialog').then((module) => (loaded = module)));
const LazyDialog = lazyWithRetry(dialogChunk.load);

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

/** The conversation an open-chat event names, if any. */
export function conversationOf(payload: ChatEventMap['open-chat'] | undefined, prefix: string): string | null {
  if (payload?.conversationID) return payload.conversationID;
  if (payload?.userID) return `C2C${chatUserIDOf(String(payload.userID), prefix)}`;
  return null;
}

export function ChatModal({ width = 1024, zIndex = 5000, events = pageEvents, container, children, launcher = false }: ChatModalProps) {
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

  // The dialog's chunk: loaded once the modal has rendered, mounted from its first opening on (and
  // kept, so closing runs Radix's own close: focus back, scroll unlocked). Chosen at that opening:
  // the loaded module itself (no Suspense round) when it is in, else the lazy one.
  dialogChunk.usePreload();
  const [Dialog, setDialog] = useState<ComponentType<ChatModalDialogProps> | null>(null);
  if (open && !Dialog) setDialog(() => loaded?.default ?? LazyDialog);

  return (
    <>
      {launcher && <ChatLauncher open={open} zIndex={zIndex + 1} onToggle={() => onOpenChange(!open)} />}
      {Dialog ? (
        <Suspense fallback={null}>
          <Dialog open={open} onOpenChange={onOpenChange} width={width} zIndex={zIndex} container={container} onCloseAutoFocus={returnFocus}>
            {children}
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}
