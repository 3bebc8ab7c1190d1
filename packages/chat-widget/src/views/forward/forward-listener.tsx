// Listens for 'forward' requests (the message action menu) and shows the forward panel, which is
// loaded on the first request only. Mounted once in the chat shell.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import type { Message } from '../../engine/message';
import { useChatEngine } from '../../provider/engine-context';
import { widgetRequestsOf } from '../message-actions/widget-requests';

const ForwardPanel = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.ForwardPanel })));

export function ForwardListener() {
  const engine = useChatEngine();
  const [request, setRequest] = useState<{ messages: Message[] } | null>(null);
  useEffect(() => widgetRequestsOf(engine).on('forward', setRequest), [engine]);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <ForwardPanel messages={request.messages} onClose={() => setRequest(null)} />
    </Suspense>
  );
}
