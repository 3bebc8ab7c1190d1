// The chat modal's dialog (Radix Dialog, its focus trap and scroll lock, the styled panel) and the
// chat inside it: a chunk of its own, as the modal is closed on a page's first render
// (chat-modal.tsx loads it once it has rendered, so opening shows no wait).
import * as Dialog from '@radix-ui/react-dialog';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { PortalContainerContext } from '../provider/portal-context';
import { WidgetRoot } from '../provider/widget-root';
import { v } from '../theme/vars';
import { lazyWithRetry } from '../views/common/lazy-panel';
import { keepTabInside } from '../views/dialog/keep-tab-inside';
import { EnableNotifications } from '../views/notify/enable-notifications';
import { fromLauncher } from './launcher-mark';
import { NARROW_WIDTH } from './use-narrow';

// The chat area loads when the modal first opens: a page that embeds the widget pays for the
// session and the modal up front, and for the chat (lists, composer, virtualised messages) only
// once someone opens it. The chat window's and the list virtualiser's chunks load beside it, not
// after it has rendered: a modal opened on a conversation shows it without a second wait.
// (Their modules, not their loaders: a static import of those would cost the first download a
// shared chunk's bytes. The browser fetches each module once; a failed fetch is retried, and told,
// where the chat renders it.)
const Chat = lazyWithRetry(() => {
  import('../views/chat-window/chat-window').catch(() => {});
  import('../views/conversation-list/virtual-conversation-list').catch(() => {});
  return import('./chat').then((module) => ({ default: module.Chat }));
});

export interface ChatModalDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  width: number;
  zIndex: number;
  container?: HTMLElement | null;
  /** The Content's onCloseAutoFocus: focus back where it was when the modal opened. */
  onCloseAutoFocus(event: Event): void;
  children?: ReactNode;
}

const Overlay = styled(Dialog.Overlay)<{ $z: number }>`
  position: fixed;
  inset: 0;
  z-index: ${({ $z }) => $z};
  background: rgba(0, 0, 0, 0.45);
`;

/** On a phone the whole screen (dvh: without the browser's bars), as the widget's narrow layout is. */
const Content = styled(Dialog.Content)<{ $z: number; $width: number }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ $z }) => $z};
  width: min(${({ $width }) => $width}px, 100vw);
  height: min(720px, 90vh);
  transform: translate(-50%, -50%);
  outline: none;
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

/**
 * Radix hears Escape first (a capture listener): an input with an open list of its own (the
 * at-mention list marks its active option) keeps that Escape to close the list, not the chat.
 */
function keepEscapeForOpenList(event: KeyboardEvent) {
  // The first of the path: in the script-tag build's shadow root, `target` is the host.
  const origin = event.composedPath()[0];
  if (origin instanceof Element && origin.hasAttribute('aria-activedescendant')) event.preventDefault();
}

/**
 * Focus on opening goes to the close button, the first thing in the dialog. Radix's own pick
 * focuses candidates in turn until `document.activeElement` changes, which in the script tag's
 * shadow root it never does (it stays the host): every candidate got focus, and the tab list's
 * roving focus selected each tab on the way, so a reopened chat showed 通讯录.
 */
function focusClose(event: Event) {
  event.preventDefault();
  (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('[data-dialog-close]')?.focus();
}

/** Radix reads a press on the launcher as one outside the dialog: leave it to the launcher's click. */
function keepLauncherPress(event: CustomEvent<{ originalEvent: Event }>) {
  if (fromLauncher(event.detail.originalEvent)) event.preventDefault();
}

export default function ChatModalDialog({ open, onOpenChange, width, zIndex, container, onCloseAutoFocus: returnFocus, children }: ChatModalDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        {/* Content inside the Overlay, not beside it: the Overlay is the scroll lock's element
            (react-remove-scroll), which lets through only wheel and touch events it saw pass
            through itself (React events, which carry the real target). Beside it, the lock
            matches the Content as a "shard" by the event's target at the document, which in the
            script tag's shadow root is the host element: every wheel was cancelled. */}
        <Overlay $z={zIndex}>
          <Content
            $z={zIndex}
            $width={width}
            aria-describedby={undefined}
            onOpenAutoFocus={focusClose}
            onEscapeKeyDown={keepEscapeForOpenList}
            onCloseAutoFocus={returnFocus}
            onInteractOutside={keepLauncherPress}
            onKeyDown={keepTabInside}
          >
            <Panel>
              <Header>
                <Title>{t('shell.title')}</Title>
                <EnableNotifications />
                <Close aria-label={t('shell.close')} data-dialog-close>
                  ×
                </Close>
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
  );
}
