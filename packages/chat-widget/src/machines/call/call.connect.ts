// The call screen's props from the machine's snapshot: what the views read, and nothing else.
import type { SnapshotFrom } from 'xstate';
import type { CallType } from './call-data';
import type { CallMachine } from './call.machine';
import type { CallError, ConnectionState, EndReason } from './call.types';

export type CallScreenState = 'idle' | 'calling' | 'ringing' | 'connecting' | 'inCall' | 'ended';

export interface CallTile {
  userID: string;
  connection: ConnectionState;
  stream: MediaStream | null;
}

export interface CallView {
  state: CallScreenState;
  callType: CallType;
  group: boolean;
  /** Everyone else in the invitation (names for the header), and the tiles of those still in it. */
  peerIDs: string[];
  tiles: CallTile[];
  inviter: string;
  /** This side placed the call. */
  outgoing: boolean;
  localStream: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  connectedAt: number | null;
  /** Accepted, getting the media or the answer through: the accept button is done. */
  answering: boolean;
  endReason: EndReason | null;
  endedByMe: boolean;
  error: CallError | null;
}

const STATES: CallScreenState[] = ['calling', 'ringing', 'connecting', 'inCall', 'ended'];

export function connectCall(snapshot: SnapshotFrom<CallMachine>): CallView {
  const { context } = snapshot;
  const state = STATES.find((name) => snapshot.matches(name)) ?? 'idle';
  return {
    state,
    callType: context.callType,
    group: context.groupID !== '',
    peerIDs: context.peers.map((peer) => peer.userID),
    tiles: context.peers.filter((peer) => peer.status !== 'left').map(({ userID, connection, stream }) => ({ userID, connection, stream })),
    inviter: context.inviter,
    outgoing: context.inviter === context.me,
    localStream: context.localStream,
    muted: context.muted,
    cameraOff: context.cameraOff,
    connectedAt: context.connectedAt,
    answering: snapshot.matches({ ringing: 'answering' }),
    endReason: context.endReason,
    endedByMe: context.endedByMe,
    error: context.error,
  };
}

const sameTiles = (a: CallTile[], b: CallTile[]) =>
  a.length === b.length && a.every((tile, i) => tile.userID === b[i]!.userID && tile.connection === b[i]!.connection && tile.stream === b[i]!.stream);

/** Views re-render only when what they show changed. */
export function sameCallView(a: CallView, b: CallView): boolean {
  return (Object.keys(a) as (keyof CallView)[]).every((key) => {
    if (key === 'tiles') return sameTiles(a.tiles, b.tiles);
    if (key === 'peerIDs') return a.peerIDs.join('\n') === b.peerIDs.join('\n');
    return a[key] === b[key];
  });
}
