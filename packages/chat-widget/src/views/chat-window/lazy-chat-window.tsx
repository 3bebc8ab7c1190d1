// The chat window (message list with react-virtuoso, composer, toolbar, bubbles and their
// machines) is a chunk of its own: the shell's first render never shows it (it opens on a click in
// the list, an open-chat, or after login), so the shell starts loading it once it has rendered,
// and a window opened before it is in shows the loading text its message list would show.
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../common/empty-state';
import { lazyWithRetry, preloader } from '../common/lazy-panel';
import type { ChatWindowProps } from './chat-window';

const chunk = preloader(() => import('./chat-window'));
/** Loads the window's chunk once the calling view has mounted. */
export const usePreloadChatWindow = chunk.usePreload;

const ChatWindow = lazyWithRetry(() => chunk.load().then((module) => ({ default: module.ChatWindow })));

function Loading() {
  const { t } = useTranslation('chat');
  return <EmptyState role="status">{t('common.loading')}</EmptyState>;
}

export function LazyChatWindow(props: ChatWindowProps) {
  return (
    <Suspense fallback={<Loading />}>
      <ChatWindow {...props} />
    </Suspense>
  );
}
