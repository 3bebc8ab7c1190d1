// Snapshot → what a bubble and the resend confirm need.
import type { SnapshotFrom } from 'xstate';
import type { sendMachine } from './send.machine';

type SendSnapshot = SnapshotFrom<typeof sendMachine>;

export interface SendView {
  status: 'unSend' | 'success' | 'fail';
  /** Uploads below 1 show a progress bar and disable preview and the video toggle. */
  progress: number;
  uploading: boolean;
  /** The red '!' (clickable unless risky). */
  canRetry: boolean;
  confirming: boolean;
}

export function connectSend(snapshot: SendSnapshot): SendView {
  const status = snapshot.hasTag('success') ? 'success' : snapshot.hasTag('fail') ? 'fail' : 'unSend';
  const { message, progress } = snapshot.context;
  const isUpload = message.type === 'TIMImageElem' || message.type === 'TIMVideoFileElem' || message.type === 'TIMFileElem' || message.type === 'TIMSoundElem';
  return {
    status,
    progress,
    uploading: status === 'unSend' && isUpload && progress < 1,
    canRetry: status === 'fail' && !message.hasRiskContent,
    confirming: snapshot.hasTag('confirming'),
  };
}

/** The error codes of docs/chat.md §8 that have a translated toast. */
export const KNOWN_SEND_ERRORS = [3123, 4004, 4005, 7004, 7005, 8001, 80001, 80004] as const;

/** The key of a send error's toast (the composer area, a lazy catalogue: i18n/lazy/composer), or null to show the raw message. */
export function sendErrorKey(code: number): `composer.error${(typeof KNOWN_SEND_ERRORS)[number]}` | null {
  return (KNOWN_SEND_ERRORS as readonly number[]).includes(code) ? (`composer.error${code}` as `composer.error${(typeof KNOWN_SEND_ERRORS)[number]}`) : null;
}
