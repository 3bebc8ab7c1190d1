// The spec's limits and the SDK's error codes (docs/chat.md §5, §9) that views and machines check
// against, whichever engine runs. Views import them from here, never from the wire protocol or
// the local engine: only provider/choose-engine.ts knows engine/local.
/**
 * A media message's upload cancelled by `cancelUpload` (an extension of this engine; the SDK has
 * none): its send rejects with this code, which is no error to show.
 */
export const UPLOAD_CANCELLED = 2990;
export { CONTACT_LIMITS, contactTextLength, DEFAULT_ADD_SOURCE, ERROR_CODES, LIMITS } from '@employment-cloud/chat-protocol';
