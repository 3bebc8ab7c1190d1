// A message's reactions from this engine's reaction store, and the toggle that reports failures.
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, MessageReaction } from '../../engine';
import { ERROR_CODES } from '../../engine/limits';
import { useChatEngine } from '../../provider/engine-context';
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

/** The reaction errors' texts (actions catalogue), by the SDK's code. */
const ERROR_KEYS: Record<number, string> = {
  [ERROR_CODES.REACTION_LIMIT]: 'actions.reactionLimit',
  [ERROR_CODES.REACTION_USER_LIMIT]: 'actions.reactionUserLimit',
  [ERROR_CODES.REACTION_EXISTS]: 'actions.reactionExists',
  [ERROR_CODES.REACTION_NOT_FOUND]: 'actions.reactionNotFound',
  [ERROR_CODES.REACTION_NOT_MINE]: 'actions.reactionNotMine',
};

/** `toggle(message, emoji)`: adds or takes back my reaction; a failure shows as a toast in the user's language. */
export function useToggleReaction(): (message: Message, reactionID: string) => void {
  const store = useReactionStore();
  const toast = useToast();
  const { t } = useTranslation('chat');
  return useCallback(
    (message, reactionID) => {
      store.toggle(message, reactionID).catch((error: unknown) => {
        const code = (error as { code?: unknown } | null)?.code;
        toast.error(t(typeof code === 'number' && ERROR_KEYS[code] ? ERROR_KEYS[code] : 'actions.reactionFailed'));
      });
    },
    [store, toast, t],
  );
}
