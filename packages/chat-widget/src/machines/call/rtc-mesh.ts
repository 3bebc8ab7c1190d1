// The peer connections of one call: one RTCPeerConnection per peer (a mesh), the local tracks on
// each. The machine says which side offers; candidates that arrive before the remote
// description are queued. Each peer's steps run one after another (a candidate must wait for the
// description being set), and no React nor engine is involved: SDP and candidates leave through
// `onSignal`.
import type { ConnectionState } from './call.types';

export interface RtcMeshOptions {
  localStream: MediaStream;
  /** Empty: host candidates only (a LAN, or two tabs of one machine). */
  iceServers: RTCIceServer[];
  onSignal(to: string, kind: 'offer' | 'answer' | 'candidate', payload: { sdp?: string; candidate?: RTCIceCandidateInit }): void;
  onState(peer: string, state: ConnectionState): void;
  onStream(peer: string, stream: MediaStream): void;
  /** Tests pass a fake; the browser's RTCPeerConnection otherwise. */
  createConnection?: (config: RTCConfiguration) => RTCPeerConnection;
}

interface Link {
  pc: RTCPeerConnection;
  offered: boolean;
  /** Remote candidates that came before the remote description. */
  pending: RTCIceCandidateInit[];
  /** This peer's steps, one after another. */
  queue: Promise<void>;
}

export class RtcMesh {
  private readonly links = new Map<string, Link>();
  private closed = false;

  constructor(private readonly options: RtcMeshOptions) {}

  /** A connection to `peer`; with `offer`, this side sends the offer (once). */
  connect(peer: string, offer: boolean): void {
    const link = this.link(peer);
    if (!link || !offer || link.offered) return;
    link.offered = true;
    this.step(peer, link, async () => {
      await link.pc.setLocalDescription(await link.pc.createOffer());
      this.options.onSignal(peer, 'offer', { sdp: link.pc.localDescription?.sdp ?? '' });
    });
  }

  /** A peer's offer, answer or ICE candidate. */
  signal(from: string, kind: 'offer' | 'answer' | 'candidate', payload: { sdp?: string; candidate?: RTCIceCandidateInit }): void {
    const link = this.link(from);
    if (!link) return;
    this.step(from, link, async () => {
      const { pc } = link;
      if (kind === 'candidate') {
        if (!payload.candidate) return;
        if (pc.remoteDescription) await pc.addIceCandidate(payload.candidate);
        else link.pending.push(payload.candidate);
        return;
      }
      await pc.setRemoteDescription({ type: kind, sdp: payload.sdp ?? '' });
      for (const candidate of link.pending.splice(0)) await pc.addIceCandidate(candidate);
      if (kind === 'offer') {
        await pc.setLocalDescription(await pc.createAnswer());
        this.options.onSignal(from, 'answer', { sdp: pc.localDescription?.sdp ?? '' });
      }
    });
  }

  close(peer: string): void {
    const link = this.links.get(peer);
    if (!link) return;
    this.links.delete(peer);
    link.pc.close();
  }

  closeAll(): void {
    this.closed = true;
    for (const peer of [...this.links.keys()]) this.close(peer);
  }

  private link(peer: string): Link | null {
    if (this.closed) return null;
    const known = this.links.get(peer);
    if (known) return known;
    const { localStream, iceServers, createConnection = (config) => new RTCPeerConnection(config) } = this.options;
    const pc = createConnection({ iceServers });
    for (const track of localStream.getTracks()) pc.addTrack(track, localStream);
    pc.addEventListener('icecandidate', (event) => {
      if (event.candidate && this.links.get(peer)?.pc === pc) this.options.onSignal(peer, 'candidate', { candidate: event.candidate.toJSON() });
    });
    pc.addEventListener('track', (event) => {
      if (this.links.get(peer)?.pc === pc) this.options.onStream(peer, event.streams[0] ?? new MediaStream([event.track]));
    });
    pc.addEventListener('connectionstatechange', () => {
      if (this.links.get(peer)?.pc === pc) this.options.onState(peer, pc.connectionState);
    });
    const link: Link = { pc, offered: false, pending: [], queue: Promise.resolve() };
    this.links.set(peer, link);
    return link;
  }

  private step(peer: string, link: Link, run: () => Promise<void>): void {
    link.queue = link.queue.then(run).catch((error: unknown) => {
      // A step that failed leaves the connection unusable: the call learns it as 'failed'.
      console.warn('call: WebRTC step failed', peer, error);
      if (this.links.get(peer) === link) this.options.onState(peer, 'failed');
    });
  }
}
