// Whether the chat area is on screen: <Chat/> counts itself while mounted (the modal unmounts it
// when closed). Read by the new-message notifier.
import { useEffect } from 'react';

let shown = 0;

export const isChatShown = () => shown > 0;

export function useChatShown(): void {
  useEffect(() => {
    shown += 1;
    return () => void (shown -= 1);
  }, []);
}
