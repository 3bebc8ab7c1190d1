// Listens for 'call' requests (the toolbar's call buttons, a clicked call record): calls the peer
// of a one-to-one chat, or opens the member picker of a group (loaded on the first group call
// only). The call goes to the host's calling service when there is one (a Tencent deployment's
// TUICallKit), else to the widget's own calls (views/call: a 'start-call' request). Mounted once
// in the chat shell.
import { Suspense, useEffect, useState } from 'react';
import type { ChatEngine } from '../../engine';
import { lazyWithRetry } from '../common/lazy-panel';
import { useChatEngine } from '../../provider/engine-context';
import { useChatOptions, type CallingService } from '../../provider/options-context';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { startCall, type CallType } from './start-call';

const CallPicker = lazyWithRetry(() => import('../lazy-panels').then((panels) => ({ default: panels.CallPicker })));

/** The widget's own group call is a mesh of up to 4: the caller and 3 invitees. */
const MESH_INVITEES = 3;

type CallOptions = { userIDList: string[]; type: CallType; groupID?: string };

function placeCall(engine: ChatEngine, calling: CallingService | undefined, options: CallOptions): void {
  if (calling) startCall(calling, options);
  else widgetRequestsOf(engine).emit('start-call', options);
}

export function CallListener() {
  const engine = useChatEngine();
  const { features, calling } = useChatOptions();
  const [picker, setPicker] = useState<{ groupID: string; type: CallType } | null>(null);
  useEffect(
    () =>
      widgetRequestsOf(engine).on('call', ({ conversationID, type }) => {
        if (!features.calls) return;
        if (conversationID.startsWith('C2C')) placeCall(engine, calling, { userIDList: [conversationID.slice(3)], type });
        else if (conversationID.startsWith('GROUP')) setPicker({ groupID: conversationID.slice(5), type });
      }),
    [engine, calling, features.calls],
  );
  if (!picker) return null;
  const { groupID, type } = picker;
  return (
    <Suspense fallback={null}>
      <CallPicker
        key={`${groupID}:${type}`}
        groupID={groupID}
        type={type}
        {...(calling ? {} : { max: MESH_INVITEES })}
        onClose={() => setPicker(null)}
        onConfirm={(userIDList) => {
          setPicker(null);
          placeCall(engine, calling, { userIDList, type, groupID });
        }}
      />
    </Suspense>
  );
}
