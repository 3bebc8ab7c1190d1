// One message's translation / voice-to-text result, from this engine's extras store.
import { useSyncExternalStore } from 'react';
import { useChatEngine } from '../../provider/engine-context';
import { extrasStoreOf, type MessageExtra, type MessageExtrasStore } from './extras-store';

export function useExtrasStore(): MessageExtrasStore {
  return extrasStoreOf(useChatEngine());
}

export function useMessageExtra(messageID: string): MessageExtra | undefined {
  const store = useExtrasStore();
  const get = () => store.get(messageID);
  return useSyncExternalStore(store.subscribe, get, get);
}
