import type { Message } from '../../engine/message';

export interface SendError {
  code: number;
  message: string;
}

export interface SendInput {
  message: Message;
}

export interface SendContext {
  message: Message;
  /** Upload progress, 0..1 (media messages). */
  progress: number;
  error: SendError | null;
  /** 0 for the first send; resends go through the engine's resendMessage. */
  attempts: number;
}

export type SendEvent =
  | { type: 'progress'; progress: number }
  /** The red '!' was clicked: ask for confirmation (refused for risky messages). */
  | { type: 'retry' }
  | { type: 'confirm' }
  /** The × on an uploading bubble: stop the upload and drop the message. */
  | { type: 'cancelUpload' }
  | { type: 'cancel' };

export interface SendRequest {
  message: Message;
  resend: boolean;
}
