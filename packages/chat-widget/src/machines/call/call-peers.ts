// Pure rules about a call's participants: who is in, who makes the offer, when one is left alone.
import type { CallContext, CallPeer, PeerStatus } from './call.types';

/** At most 4 people in a call (a mesh: each pair has its own connection). */
export const MAX_PARTICIPANTS = 4;

/** Of each pair, the participant with the smaller userID makes the offer, once both are in. */
export const makesOffer = (me: string, peer: string): boolean => me < peer;

export const peersWith = (peers: CallPeer[], status: PeerStatus): CallPeer[] => peers.filter((peer) => peer.status === status);

export const isPeer = (context: CallContext, userID: string): boolean => context.peers.some((peer) => peer.userID === userID);

export function withStatus(peers: CallPeer[], userIDs: string[], status: PeerStatus): CallPeer[] {
  // A peer that left stays out: a late 'accepted' for someone who hung up is old news.
  return peers.map((peer) => (userIDs.includes(peer.userID) && peer.status !== 'left' ? { ...peer, status } : peer));
}

export function patchPeer(peers: CallPeer[], userID: string, patch: Partial<CallPeer>): CallPeer[] {
  return peers.map((peer) => (peer.userID === userID ? { ...peer, ...patch } : peer));
}

export const newPeer = (userID: string, status: PeerStatus): CallPeer => ({ userID, status, connection: 'new', stream: null });

/** Nobody else is in the call, and nobody can still join it. */
export const isAlone = (peers: CallPeer[]): boolean => peers.every((peer) => peer.status === 'left');

/** Seconds since the call connected (0 if it never did). */
export const secondsSince = (connectedAt: number | null, now: number): number =>
  connectedAt === null ? 0 : Math.max(0, Math.round((now - connectedAt) / 1000));
