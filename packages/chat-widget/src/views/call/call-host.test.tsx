import { act, render, screen } from '@testing-library/react';
import type { ChatEngine } from '../../engine/chat-engine';
import type { SignalingEvent, SignalingHandler } from '../../engine/signaling';
import { callDataString } from '../../machines/call/call-data';
import { EngineContext } from '../../provider/engine-context';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { CallHost, type CallHostEvent, type CallScreenProps } from './call-host';

// The chunk, replaced: what it was handed, and when it loaded.
const handed: CallHostEvent[][] = [];
const loaded = jest.fn();
jest.mock('./call-screen', () => {
  loaded();
  return {
    __esModule: true,
    default: function FakeScreen({ takeOver, iceServers }: CallScreenProps) {
      const { useEffect } = jest.requireActual<typeof import('react')>('react');
      useEffect(() => void handed.push(takeOver()), [takeOver]);
      return <p>call screen {JSON.stringify(iceServers ?? [])}</p>;
    },
  };
});

function fakeEngine() {
  const listeners = new Map<string, Set<SignalingHandler>>();
  const engine = {
    addSignalingListener: (name: string, handler: SignalingHandler) => {
      if (!listeners.has(name)) listeners.set(name, new Set());
      listeners.get(name)!.add(handler);
    },
    removeSignalingListener: (name: string, handler: SignalingHandler) => listeners.get(name)?.delete(handler),
  };
  const emit = (event: SignalingEvent) => act(() => [...(listeners.get(event.name) ?? [])].forEach((handler) => handler(event)));
  const count = () => [...listeners.values()].reduce((n, set) => n + set.size, 0);
  return { engine: engine as unknown as ChatEngine, emit, count };
}

const invitation = (data: string): SignalingEvent => ({
  name: 'newInvitationReceived',
  data: { inviteID: 'i1', inviter: 'hr', groupID: '', inviteeList: ['me'], data },
});

beforeEach(() => {
  handed.length = 0;
  loaded.mockClear();
});

describe('the call host', () => {
  it('renders nothing and loads nothing until an invitation rings; then hands it over and stops listening', async () => {
    const { engine, emit, count } = fakeEngine();
    const { container } = render(
      <EngineContext.Provider value={engine}>
        <CallHost iceServers={[{ urls: 'stun:x' }]} />
      </EngineContext.Provider>,
    );
    expect(container.innerHTML).toBe('');
    expect(count()).toBe(5);
    emit(invitation('{"businessID":"interview"}')); // not a call
    emit(invitation(callDataString({ callType: 2, roomID: 1, callEnd: 20 }))); // a finished call's record
    emit({ name: 'ts_invitation_cancelled', data: { inviteID: 'x', inviter: 'hr', groupID: '', data: '' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(loaded).not.toHaveBeenCalled();

    const ring = invitation(callDataString({ callType: 2, roomID: 1 }));
    emit(ring);
    const cancelled: SignalingEvent = { name: 'ts_invitation_cancelled', data: { inviteID: 'i1', inviter: 'hr', groupID: '', data: '' } };
    emit(cancelled); // before the chunk is in: kept for it
    await screen.findByText('call screen [{"urls":"stun:x"}]');
    expect(handed).toEqual([
      [
        { kind: 'signaling', event: ring },
        { kind: 'signaling', event: cancelled },
      ],
    ]);
    expect(count()).toBe(0); // the chunk listens itself now
  });

  it('loads on a start-call request and hands it over', async () => {
    const { engine } = fakeEngine();
    render(
      <EngineContext.Provider value={engine}>
        <CallHost />
      </EngineContext.Provider>,
    );
    act(() => widgetRequestsOf(engine).emit('start-call', { userIDList: ['c1'], type: 1 }));
    await screen.findByText('call screen []');
    expect(handed).toEqual([[{ kind: 'start', request: { userIDList: ['c1'], type: 1 } }]]);
  });
});
