// Below the message list: the composer, or, while this conversation is in multi-select, the bar
// (loaded on first use). The composer is only hidden, so a draft survives. Leaving the
// conversation ends the selection.
import { useSelector } from '@xstate/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { multiSelectOf, selectingIn } from '../../machines/multi-select';
import { useChatEngine } from '../../provider/engine-context';
import { lazyWithRetry } from '../common/lazy-panel';

const MultiSelectBar = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.MultiSelectBar })));

export function MultiSelectSwitch({ conversationID, children }: { conversationID: string; children: ReactNode }) {
  const actor = multiSelectOf(useChatEngine());
  const selecting = useSelector(actor, (snapshot) => selectingIn(snapshot, conversationID));
  useEffect(() => () => void (selectingIn(actor.getSnapshot(), conversationID) && actor.send({ type: 'CANCEL' })), [actor, conversationID]);
  return (
    <>
      <div style={{ display: selecting ? 'none' : 'contents' }}>{children}</div>
      {selecting && (
        <Suspense fallback={null}>
          <MultiSelectBar />
        </Suspense>
      )}
    </>
  );
}
