// The emoji popover costs nothing until it first opens: it travels in the action menus' lazy
// chunk (Radix's popper and floating-ui are there already). A chunk of its own would share
// styled-components, Radix's focus scope and more with the first download, and the bundler
// would split those into more, smaller up-front chunks (about 1.3 KB more gzip).
import { Suspense } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import type { EmojiPopoverProps } from './emoji-popover';

const EmojiPopover = lazyWithRetry(() => import('../menu/anchored-menu').then((chunk) => ({ default: chunk.EmojiPopover })));

export function LazyEmojiPopover(props: EmojiPopoverProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <EmojiPopover {...props} />
    </Suspense>
  );
}
