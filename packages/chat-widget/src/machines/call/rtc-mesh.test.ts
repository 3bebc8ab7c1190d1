import { RtcMesh } from './rtc-mesh';

/** An RTCPeerConnection's surface as the mesh uses it, recording the calls. */
class FakeConnection extends EventTarget {
  static made: FakeConnection[] = [];
  calls: string[] = [];
  remoteDescription: RTCSessionDescriptionInit | null = null;
  localDescription: RTCSessionDescriptionInit | null = null;
  connectionState: RTCPeerConnectionState = 'new';
  constructor(readonly config: RTCConfiguration) {
    super();
    FakeConnection.made.push(this);
  }
  addTrack(track: { kind: string }) {
    this.calls.push(`addTrack ${track.kind}`);
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: 'my-offer' };
  }
  async createAnswer() {
    return { type: 'answer' as const, sdp: 'my-answer' };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description;
    this.calls.push(`local ${description.type}`);
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    await new Promise((resolve) => setTimeout(resolve, 5)); // slow: candidates arrive meanwhile
    this.remoteDescription = description;
    this.calls.push(`remote ${description.type}`);
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    this.calls.push(`candidate ${candidate.candidate}`);
  }
  close() {
    this.calls.push('close');
  }
  state(state: RTCPeerConnectionState) {
    this.connectionState = state;
    this.dispatchEvent(new Event('connectionstatechange'));
  }
}

function mesh() {
  FakeConnection.made = [];
  const sent: [string, string, unknown][] = [];
  const states: [string, string][] = [];
  const tracks = [{ kind: 'audio' }, { kind: 'video' }];
  const instance = new RtcMesh({
    localStream: { getTracks: () => tracks } as unknown as MediaStream,
    iceServers: [{ urls: 'stun:example.org' }],
    onSignal: (to, kind, payload) => sent.push([to, kind, payload]),
    onState: (peer, state) => states.push([peer, state]),
    onStream: () => {},
    createConnection: (config) => new FakeConnection(config) as unknown as RTCPeerConnection,
  });
  return { instance, sent, states };
}

/**
 * Resolves once `check` passes, looking after each turn of the event loop (the mesh's steps are
 * promise chains, some behind the fake's slow setRemoteDescription); after 2 s its error stands.
 */
async function eventually(check: () => void, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the peer connections of a call', () => {
  it('the offering side adds its tracks, offers once, and takes the answer', async () => {
    const { instance, sent } = mesh();
    instance.connect('b', true);
    instance.connect('b', true);
    // The offer is sent a turn of the event loop after connect (no timer on the way): a second
    // one would be sent by then too.
    await eventually(() => expect(sent).toEqual([['b', 'offer', { sdp: 'my-offer' }]]));
    expect(FakeConnection.made).toHaveLength(1);
    expect(FakeConnection.made[0]!.config.iceServers).toEqual([{ urls: 'stun:example.org' }]);
    instance.signal('b', 'answer', { sdp: 'their-answer' });
    await eventually(() => expect(FakeConnection.made[0]!.calls).toEqual(['addTrack audio', 'addTrack video', 'local offer', 'remote answer']));
  });

  it('the answering side queues candidates that come before the offer is set, then answers', async () => {
    const { instance, sent } = mesh();
    instance.connect('a', false);
    instance.signal('a', 'candidate', { candidate: { candidate: 'early' } });
    instance.signal('a', 'offer', { sdp: 'their-offer' });
    instance.signal('a', 'candidate', { candidate: { candidate: 'during' } });
    await eventually(() => expect(FakeConnection.made[0]!.calls.slice(2)).toEqual(['remote offer', 'candidate early', 'local answer', 'candidate during']));
    expect(sent).toEqual([['a', 'answer', { sdp: 'my-answer' }]]);
  });

  it('reports connection states, and nothing after a connection is closed', () => {
    const { instance, states } = mesh();
    instance.connect('b', false);
    const pc = FakeConnection.made[0]!;
    pc.state('connected');
    instance.close('b');
    pc.state('failed');
    expect(states).toEqual([['b', 'connected']]);
    expect(pc.calls).toContain('close');
  });

  it('a failing step reports the connection failed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { instance, states } = mesh();
    instance.connect('a', false);
    FakeConnection.made[0]!.setRemoteDescription = async () => {
      throw new Error('bad sdp');
    };
    instance.signal('a', 'offer', { sdp: 'garbage' });
    await eventually(() => expect(states).toEqual([['a', 'failed']]));
    warn.mockRestore();
  });
});
