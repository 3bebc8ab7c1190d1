import type { CallType } from './call-data';

/** Why a call is over: the ended state's text. */
export type EndReason = 'cancelled' | 'rejected' | 'busy' | 'timeout' | 'hungUp' | 'peerGone' | 'mediaError' | 'failed';

/** What went wrong with the camera or microphone (mediaError), or with the call's set-up (failed). */
export type CallError = 'permission' | 'noDevice' | 'media' | 'tooMany' | 'signaling';

/** An invited peer: 'invited' until it answers; 'joined' once in the call; 'left' after. */
export type PeerStatus = 'invited' | 'joined' | 'left';

/** A peer connection's state as RTCPeerConnection reports it, 'new' before one exists. */
export type ConnectionState = 'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

export interface CallPeer {
  userID: string;
  status: PeerStatus;
  connection: ConnectionState;
  /** Set once its media arrived. */
  stream: MediaStream | null;
}

export interface CallInput {
  /** The logged-in user. */
  me: string;
}

export interface CallContext {
  me: string;
  callType: CallType;
  roomID: number;
  inviteID: string | null;
  /** '' for a one-to-one call. */
  groupID: string;
  inviter: string;
  /** The other participants (never me), in invitation order. */
  peers: CallPeer[];
  localStream: MediaStream | null;
  muted: boolean;
  cameraOff: boolean;
  /** ms since the epoch, when the first connection came up (the timer's start). */
  connectedAt: number | null;
  endReason: EndReason | null;
  /** The ended call was ended by this side (own cancel, decline or hang-up). */
  endedByMe: boolean;
  error: CallError | null;
  /** Why the latest peer dropped out: the reason when the last one has. */
  lastDrop: EndReason;
  /** Who left last (a 'bye', a hang-up record, or gone): of the last two, one writes a group call's record. */
  lastPeer: string;
  /** CANCEL came while the invitation was being sent: cancel it once it is. */
  cancelRequested: boolean;
}

/** The kinds of WebRTC signal (see call-signal.ts). */
export type SignalKind = 'offer' | 'answer' | 'candidate' | 'bye' | 'switch-to-audio';

export interface CallSignal {
  inviteID: string;
  kind: SignalKind;
  sdp?: string;
  candidate?: RTCIceCandidateInit;
}

export type CallUiEvent =
  | { type: 'START'; userIDList: string[]; groupID?: string; callType: CallType }
  | { type: 'ACCEPT' }
  | { type: 'REJECT' }
  | { type: 'CANCEL' }
  | { type: 'HANG_UP' }
  | { type: 'TOGGLE_MIC' }
  | { type: 'TOGGLE_CAMERA' }
  | { type: 'SWITCH_TO_AUDIO' };

/** Signalling, as the engine's TSignaling events and the peers' WebRTC messages bring it. */
export type CallSignalingEvent =
  | { type: 'INVITED'; inviteID: string; inviter: string; groupID: string; inviteeList: string[]; data: string }
  | { type: 'INVITEE_ACCEPTED'; inviteID: string; invitee: string }
  | { type: 'INVITEE_REJECTED'; inviteID: string; invitee: string; data: string }
  | { type: 'INVITATION_CANCELLED'; inviteID: string }
  | { type: 'INVITATION_TIMEOUT'; inviteID: string; inviteeList: string[]; isSelfTimeout: boolean }
  | { type: 'SIGNAL'; from: string; signal: CallSignal };

/** What the peer connections (the mesh actor) report. */
export type CallMeshEvent =
  | { type: 'MESH.STATE'; peer: string; state: ConnectionState }
  | { type: 'MESH.STREAM'; peer: string; stream: MediaStream }
  | { type: 'MESH.SEND'; to: string; kind: 'offer' | 'answer' | 'candidate'; sdp?: string; candidate?: RTCIceCandidateInit };

export type CallEvent = CallUiEvent | CallSignalingEvent | CallMeshEvent | { type: 'PEER_DISCONNECT_TIMEOUT'; peer: string };

/** What the machine tells the mesh actor. */
export type MeshCommand =
  /** Open a connection to a peer now in the call; `offer` when this side makes the offer. */
  | { type: 'connect'; peer: string; offer: boolean }
  | { type: 'signal'; from: string; kind: 'offer' | 'answer' | 'candidate'; sdp?: string; candidate?: RTCIceCandidateInit }
  | { type: 'close'; peer: string };

/** The mesh's ICE servers are its own (the effects' options), not the machine's. */
export interface MeshInput {
  localStream: MediaStream;
}

/** getUserMedia's constraints: audio always. */
export interface MediaRequest {
  video: boolean;
}

export interface InviteRequest {
  userIDList: string[];
  groupID: string;
  data: string;
}
