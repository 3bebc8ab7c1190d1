// Listens for 'forward' requests (the message menu, the multi-select bar) and shows the forward
// panel; and for 'open-merged' (a merged card), showing the merged message's detail, one level
// deeper for each merged card clicked inside it. Both load on their first request only. Mounted
// once in the chat shell.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import type { MessageOf } from '../../engine/message';
import { useChatEngine } from '../../provider/engine-context';
import { widgetRequestsOf, type WidgetRequestMap } from '../message-actions/widget-requests';

const ForwardPanel = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.ForwardPanel })));
const MergedDetail = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.MergedDetail })));

export function ForwardListener() {
  const engine = useChatEngine();
  const [request, setRequest] = useState<WidgetRequestMap['forward'] | null>(null);
  const [merged, setMerged] = useState<MessageOf<'TIMRelayElem'>[]>([]);
  useEffect(() => widgetRequestsOf(engine).on('forward', setRequest), [engine]);
  useEffect(() => widgetRequestsOf(engine).on('open-merged', ({ message }) => setMerged((levels) => [...levels, message])), [engine]);
  return (
    <>
      {request && (
        <Suspense fallback={null}>
          <ForwardPanel {...request} onClose={() => setRequest(null)} />
        </Suspense>
      )}
      {merged.length > 0 && (
        <Suspense fallback={null}>
          <MergedDetail levels={merged} onBack={() => setMerged((levels) => levels.slice(0, -1))} onClose={() => setMerged([])} />
        </Suspense>
      )}
    </>
  );
}
