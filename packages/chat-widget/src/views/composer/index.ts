// The message composer (input, attachments, quote preview, send) and the resend confirm.
export { Composer } from './composer';
export { useCancelUpload } from './use-cancel-upload';
export { useResend } from './use-resend';
export { usePeerTyping } from './use-typing';
