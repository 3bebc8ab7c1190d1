// The delete confirmation costs nothing until a conversation's menu asks for it: it rides in the
// action menus' lazy chunk (Radix Dialog shares the menu's focus scope and scroll lock there),
// which the menu, the only way to it, has loaded already. Mounted from its first opening on, so
// its closing runs Radix's own close (focus back to the row).
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import type { DeleteConversationDialogProps } from './delete-conversation-dialog';

const DeleteConversationDialog = lazyWithRetry(() => import('../menu/anchored-menu').then((chunk) => ({ default: chunk.DeleteConversationDialog })));

export function LazyDeleteConversationDialog(props: DeleteConversationDialogProps) {
  const [opened, setOpened] = useState(false);
  if (props.target && !opened) setOpened(true);
  if (!opened && !props.target) return null;
  return (
    <Suspense fallback={null}>
      <DeleteConversationDialog {...props} />
    </Suspense>
  );
}
