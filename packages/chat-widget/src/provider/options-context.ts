// What the host configures beyond the engine: features, slots for host UI, its HTTP API.
import { createContext, useContext, type ComponentType } from 'react';
import type { Message } from '../engine/message';
import type { ChatRole } from '../machines/session/types';
import { DEFAULT_NOTIFY, type NotifyOptions } from './notify-options';

/** The host's REST API (the platform's `front/v1/...`): path relative to the API base, answers the envelope's `data`. */
export type HostFetcher = <T = unknown>(path: string, init?: { method?: string; body?: unknown; responseType?: 'json' | 'blob' }) => Promise<T>;

export interface InterviewDialogProps {
  /** The candidate's chat user ID (one-to-one chats only). */
  userID: string;
  conversationID: string;
  onClose(): void;
  /** The host created the interview; the widget sends the interview custom message. */
  onSent(interview: Record<string, unknown>): void;
}

export interface CustomMessageRendererProps {
  message: Message;
  /** The custom payload's data, parsed. */
  data: Record<string, unknown>;
}

export interface ChatFeatures {
  readReceipt: boolean;
  typingStatus: boolean;
  onlineStatus: boolean;
  dragUpload: boolean;
  translate: boolean;
  voiceToText: boolean;
  /**
   * Voice and video calls (on by default): the toolbar's call buttons, call records that call
   * back, and incoming calls. Through the host's calling service when one is given (a Tencent
   * deployment's TUICallKit), else the widget's own WebRTC calls over the chat engine's signalling.
   */
  calls: boolean;
  /** An official-account deployment: no friend search by ID, no send-message to non-friends (docs/chat.md §5, §6). */
  officialAccount: boolean;
}

export const DEFAULT_FEATURES: ChatFeatures = {
  readReceipt: true,
  typingStatus: true,
  onlineStatus: true,
  dragUpload: true,
  translate: true,
  voiceToText: true,
  calls: true,
  officialAccount: false,
};

export interface ChatSlots {
  /** The console's "invite to interview" dialog, shown in a modal from the toolbar. */
  interviewDialog?: ComponentType<InterviewDialogProps>;
  /** Renderers of custom messages by businessID, before the widget's own. */
  customRenderers?: Record<string, ComponentType<CustomMessageRendererProps>>;
}

/** docs/chat.md §7: the host's calling service (the widget only asks it to start calls). */
export interface CallingService {
  /** `type` 1 voice, 2 video; `groupID` for a group call. */
  startCall(options: { userIDList: string[]; type: 1 | 2; groupID?: string }): void | Promise<void>;
}

export interface ChatOptions {
  features: ChatFeatures;
  slots: ChatSlots;
  fetcher?: HostFetcher;
  /** Calls go through this when given; the widget's own WebRTC calls otherwise. */
  calling?: CallingService;
  /** STUN/TURN servers of the widget's own calls (none by default: host candidates, a LAN or loopback). */
  iceServers?: RTCIceServer[];
  /** The host's word on the user's role; the credential's otherwise. */
  role?: ChatRole;
  /** Where the widget's pictures (emoji, stickers) are served: a URL ending in `/`. */
  assetBase: string;
  /** A sound and a browser notification for a new message while the chat is closed. */
  notify: NotifyOptions;
}

/**
 * The reference server serves the package's dist/embed/assets at /widget/assets/, on the origin
 * of the pages it serves (the console); another host serves that folder and says where.
 */
export const DEFAULT_ASSET_BASE = '/widget/assets/';

export const OptionsContext = createContext<ChatOptions>({ features: DEFAULT_FEATURES, slots: {}, assetBase: DEFAULT_ASSET_BASE, notify: DEFAULT_NOTIFY });

export const useChatOptions = (): ChatOptions => useContext(OptionsContext);
