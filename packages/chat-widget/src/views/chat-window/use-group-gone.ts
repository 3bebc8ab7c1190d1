// Whether the open group conversation's group is gone for the reader: they left or were removed
// (10007, not a member) or it was dissolved (10010, no such group), as the engine's
// getGroupProfile answers, on both engines. Asked again when the reader's groups change (a
// removal or a dissolution while the chat is open). The chat window is made anew per conversation.
import { useEffect, useState } from 'react';
import type { ChatEngine } from '../../engine';
import { EVENT } from '../../engine/constants';
import { ERROR_CODES } from '../../engine/limits';

export type GroupGone = 'left' | 'dismissed';

export function useGroupGone(engine: ChatEngine, conversationID: string): GroupGone | null {
  const groupID = conversationID.startsWith('GROUP') ? conversationID.slice('GROUP'.length) : null;
  const [gone, setGone] = useState<GroupGone | null>(null);
  useEffect(() => {
    if (!groupID) return;
    let live = true;
    const check = () =>
      void engine.getGroupProfile({ groupID }).then(
        () => live && setGone(null),
        (error: { code?: number }) => {
          // Any other failure (offline...) says nothing about membership: the chat stays as it is.
          const reason = error?.code === ERROR_CODES.GROUP_NOT_FOUND ? 'dismissed' : error?.code === ERROR_CODES.NOT_GROUP_MEMBER ? 'left' : undefined;
          if (live && reason) setGone(reason);
        },
      );
    check();
    engine.on(EVENT.GROUP_LIST_UPDATED, check);
    return () => {
      live = false;
      engine.off(EVENT.GROUP_LIST_UPDATED, check);
    };
  }, [engine, groupID]);
  return gone;
}
