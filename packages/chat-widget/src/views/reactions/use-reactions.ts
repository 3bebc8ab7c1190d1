// A message's reactions from this engine's reaction store, and the toggle that reports failures.
import { useCallback, useSyncExternalStore } from 'react';
import type { Message, MessageReaction } from '../../engine';
import { useChatEngine } from '../../provider/engine-context';
import { useErrorText } from '../toast/error-text';
import { useToast } from '../toast/toast-provider';
import { reactionStoreOf, type ReactionStore } from './reaction-store';

export function useReactionStore(): ReactionStore {
  return reactionStoreOf(useChatEngine());
}

export function useMessageReactions(messageID: string): readonly MessageReaction[] {
  const store = useReactionStore();
  const get = () => store.get(messageID);
  return useSyncExternalStore(store.subscribe, get, get);
}

/** `toggle(message, emoji)`: adds or takes back my reaction; a failure shows as a toast in the user's language. */
export function useToggleReaction(): (message: Message, reactionID: string) => void {
  const store = useReactionStore();
  const toast = useToast();
  const errorText = useErrorText();
  return useCallback(
    (message, reactionID) => {
      store.toggle(message, reactionID).catch((error: unknown) => {
        // The SDK's 23005 (the cap) to 23009 have texts of their own (i18n/lazy/errors).
        toast.error(errorText(error));
      });
    },
    [store, toast, errorText],
  );
}
