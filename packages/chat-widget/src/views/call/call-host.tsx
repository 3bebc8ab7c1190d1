// The widget's calls, up front and tiny: it waits for the first call (an invitation that rings,
// or a 'start-call' request) and only then loads the call chunk (the machine, WebRTC, the
// screen), handing it what came meanwhile. Mounted inside the provider even while the chat is
// closed, so a call rings on the page. Renders nothing until then.
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { SignalingEngine, SignalingEvent, SignalingEventName, SignalingHandler } from '../../engine/signaling';
import { useChatEngine } from '../../provider/engine-context';
import { lazyWithRetry, preloader } from '../common/lazy-panel';
import { widgetRequestsOf, type WidgetRequestMap } from '../message-actions/widget-requests';

export interface CallHostProps {
  /** STUN/TURN servers for the peer connections; none by default (host candidates: LAN, loopback). */
  iceServers?: RTCIceServer[];
}

/** What the host heard before the call chunk took over, in order. */
export type CallHostEvent = { kind: 'signaling'; event: SignalingEvent } | { kind: 'start'; request: WidgetRequestMap['start-call'] };

export interface CallScreenProps extends CallHostProps {
  /** The events so far; from this call on the chunk listens itself and the host no more. */
  takeOver(): CallHostEvent[];
}

// Names, not TSIGNALING: the constant's module stays out of the first download.
const EVENTS: SignalingEventName[] = [
  'newInvitationReceived',
  'ts_invitee_accepted',
  'ts_invitee_rejected',
  'ts_invitation_cancelled',
  'ts_invitation_timeout',
];

export const callChunk = preloader(() => import('./call-screen'));
const CallScreen = lazyWithRetry(() => callChunk.load());

/**
 * An invitation that rings: a call's data (machines/call/call-data.ts), not a finished call's
 * record (call_end). Read here rather than with parseCallData, whose module would come up front.
 */
function rings(event: SignalingEvent): boolean {
  if (event.name !== 'newInvitationReceived') return false;
  try {
    const data = JSON.parse(event.data.data) as { businessID?: unknown; call_end?: unknown } | null;
    return data?.businessID === 'av_call' && data.call_end === undefined;
  } catch {
    return false;
  }
}

export function CallHost({ iceServers }: CallHostProps) {
  const engine = useChatEngine() as ReturnType<typeof useChatEngine> & Partial<SignalingEngine>;
  const [started, setStarted] = useState(false);
  const heard = useRef<CallHostEvent[]>([]);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => {
    const hear = (event: CallHostEvent) => {
      if (!heard.current.length && event.kind === 'signaling' && !rings(event.event)) return;
      heard.current.push(event);
      setStarted(true);
    };
    const onSignaling: SignalingHandler = (event) => hear({ kind: 'signaling', event });
    const { addSignalingListener, removeSignalingListener } = engine;
    for (const name of EVENTS) addSignalingListener?.call(engine, name, onSignaling);
    const offRequest = widgetRequestsOf(engine).on('start-call', (request) => hear({ kind: 'start', request }));
    const unsubscribe = () => {
      for (const name of EVENTS) removeSignalingListener?.call(engine, name, onSignaling);
      offRequest();
    };
    stop.current = unsubscribe;
    return unsubscribe;
  }, [engine]);

  const takeOver = useCallback(() => {
    stop.current?.();
    stop.current = null;
    return heard.current.splice(0);
  }, []);

  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <CallScreen {...(iceServers ? { iceServers } : {})} takeOver={takeOver} />
    </Suspense>
  );
}
