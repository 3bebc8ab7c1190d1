// Whether a group conversation's group is gone for the reader (docs/chat.md §4): they left or
// were removed (10007, not a member) or it was dissolved (10010, no such group), as the engine's
// getGroupProfile answers, on both engines. Asked again whenever the reader's groups change (a
// removal or a dissolution while the chat is open).
import type { ChatEngine } from '../engine/chat-engine';
import { EVENT } from '../engine/constants';
import { ERROR_CODES } from '../engine/limits';
import { createStore } from './create-store';
import type { ExternalStore } from './external-store';

export type GroupGone = 'left' | 'dismissed';

export function groupGoneStore(engine: Pick<ChatEngine, 'getGroupProfile' | 'on' | 'off'>, groupID: string): ExternalStore<GroupGone | null> {
  return createStore<GroupGone | null>(null, (set) => {
    const check = () =>
      void engine.getGroupProfile({ groupID }).then(
        () => set(null),
        (error: { code?: number }) => {
          // Any other failure (offline...) says nothing about membership: the chat stays as it is.
          const reason = error?.code === ERROR_CODES.GROUP_NOT_FOUND ? 'dismissed' : error?.code === ERROR_CODES.NOT_GROUP_MEMBER ? 'left' : undefined;
          if (reason) set(reason);
        },
      );
    check();
    engine.on(EVENT.GROUP_LIST_UPDATED, check);
    return () => engine.off(EVENT.GROUP_LIST_UPDATED, check);
  });
}
