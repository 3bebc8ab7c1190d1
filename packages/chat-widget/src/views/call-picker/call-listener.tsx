// Listens for 'call' requests (the toolbar's call buttons, a clicked call message): calls the
// peer of a one-to-one chat through the host's calling service, or opens the member picker of a
// group (loaded on the first group call only). Mounted once in the chat shell.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithRetry } from '../common/lazy-panel';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { startCall, type CallType } from './start-call';

const CallPicker = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.CallPicker })));

export function CallListener() {
  const engine = useChatEngine();
  const { features, calling } = useChatOptions();
  const [picker, setPicker] = useState<{ groupID: string; type: CallType } | null>(null);
  useEffect(
    () =>
      widgetRequestsOf(engine).on('call', ({ conversationID, type }) => {
        if (!calling || !features.calls) return;
        if (conversationID.startsWith('C2C')) startCall(calling, { userIDList: [conversationID.slice(3)], type });
        else if (conversationID.startsWith('GROUP')) setPicker({ groupID: conversationID.slice(5), type });
      }),
    [engine, calling, features.calls],
  );
  if (!picker || !calling) return null;
  const { groupID, type } = picker;
  return (
    <Suspense fallback={null}>
      <CallPicker
        key={`${groupID}:${type}`}
        groupID={groupID}
        type={type}
        onClose={() => setPicker(null)}
        onConfirm={(userIDList) => {
          setPicker(null);
          startCall(calling, { userIDList, type, groupID });
        }}
      />
    </Suspense>
  );
}
