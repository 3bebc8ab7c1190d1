// Container (the call chunk, loaded by call-host.tsx on the first call): the call actor of this
// engine's session with its real effects, the people's names and pictures, the timer and the
// ring; the view renders what connectCall selects.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { CALL_AREA, callCatalogues } from '../../i18n/lazy/call';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { callEffects, toCallEvent, type CallEngine } from '../../machines/call/call-effects';
import { formatCallDuration } from '../../machines/call/call-data';
import { connectCall, sameCallView } from '../../machines/call/call.connect';
import { callMachine } from '../../machines/call/call.machine';
import type { CallUiEvent } from '../../machines/call/call.types';
import { useChatEngine } from '../../provider/engine-context';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import type { CallHostEvent, CallScreenProps } from './call-host';
import { CallScreenView, type CallPerson } from './call-view';
import { startRing } from './ring';

const startOf = ({ userIDList, groupID, type }: { userIDList: string[]; groupID?: string; type: 1 | 2 }): CallUiEvent => ({
  type: 'START',
  userIDList,
  callType: type,
  ...(groupID ? { groupID } : {}),
});

/** Names and pictures of the people in the call, read once each. */
function usePeople(engine: CallEngine & { getUserProfile?: ReturnType<typeof useChatEngine>['getUserProfile'] }, userIDs: string[]) {
  const [people, setPeople] = useState<Record<string, CallPerson | undefined>>({});
  // Asked for already (a ref: marking them in state re-ran the effect, whose clean-up then
  // dropped the answer, and the screen showed user IDs).
  const asked = useRef(new Set<string>());
  const key = userIDs.filter((id) => !asked.current.has(id)).join('\n');
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (!key || !engine.getUserProfile) return;
    const ids = key.split('\n');
    ids.forEach((id) => asked.current.add(id));
    engine
      .getUserProfile({ userIDList: ids })
      .then(
        ({ data }) =>
          mounted.current &&
          setPeople((known) => ({ ...known, ...Object.fromEntries(data.map((p) => [p.userID, { name: p.nick || p.userID, avatar: p.avatar }])) })),
      )
      .catch(() => ids.forEach((id) => asked.current.delete(id)));
  }, [engine, key]);
  return people;
}

/** mm:ss since `from`, ticking each second. */
function useElapsed(from: number | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (from === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [from]);
  return formatCallDuration(from === null ? 0 : (now - from) / 1000);
}

export default function CallScreen({ iceServers, takeOver }: CallScreenProps) {
  const engine = useChatEngine() as unknown as CallEngine & ReturnType<typeof useChatEngine>;
  const { t } = useAreaTranslation(CALL_AREA, callCatalogues);
  // Made once: the actor lives as long as this screen (the engine's session), call after call.
  const [machine] = useState(() => callMachine.provide(callEffects(engine, iceServers ? { iceServers } : {})));
  const actor = useActorRef(machine, { input: { me: engine.getLoginUser() } });
  const view = useSelector(actor, connectCall, sameCallView);

  useEffect(() => {
    const hand = (event: CallHostEvent) => actor.send(event.kind === 'start' ? startOf(event.request) : toCallEvent(event.event));
    takeOver().forEach(hand);
    const off = widgetRequestsOf(engine).on('start-call', (request) => hand({ kind: 'start', request }));
    return () => {
      off();
      // Leaving (logged out): the camera and microphone must not stay on.
      for (const track of actor.getSnapshot().context.localStream?.getTracks() ?? []) track.stop();
    };
  }, [actor, engine, takeOver]);

  const ringing = view.state === 'ringing' && !view.answering;
  useEffect(() => (ringing ? startRing() : undefined), [ringing]);

  const people = usePeople(engine, [...view.peerIDs, view.inviter].filter(Boolean));
  const elapsed = useElapsed(view.connectedAt);
  const text = useCallback((key: string, values?: Record<string, unknown>) => t(`${CALL_AREA}.${key}`, values ?? {}), [t]);
  if (view.state === 'idle') return null;
  return <CallScreenView view={view} text={text} people={people} elapsed={elapsed} onEvent={(event) => actor.send(event)} />;
}
