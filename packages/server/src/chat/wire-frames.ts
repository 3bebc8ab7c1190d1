import type { RawData } from 'ws';
import { ChatError } from './errors';
import { ERROR_CODES, MAX_FRAME_BYTES, type WireError } from './protocol';

/** The text of a frame as ws hands it over (its first `maxBytes` only, if given). */
export function frameText(data: RawData, maxBytes?: number): string {
  const bytes = Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
  return (maxBytes === undefined ? bytes : bytes.subarray(0, maxBytes)).toString('utf8');
}

export function frameBytes(data: RawData): number {
  if (Buffer.isBuffer(data)) return data.length;
  if (Array.isArray(data)) return data.reduce((n, b) => n + b.length, 0);
  return data.byteLength;
}

/** The request ID at the start of a frame too large to parse, so the refusal can name it. */
export function leadingId(text: string): number | undefined {
  const match = /^\s*\{\s*"id"\s*:\s*(\d{1,15})\s*[,}]/.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** The request ID of a parsed frame that is not a valid request, if it has a usable one. */
export function idOf(json: unknown): number | undefined {
  if (!json || typeof json !== 'object' || !('id' in json)) return undefined;
  const { id } = json;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 0 ? id : undefined;
}

export const oversized = () => new ChatError(ERROR_CODES.INVALID_PARAMS, `frames are limited to ${MAX_FRAME_BYTES} bytes`);

/** An answer's error: ChatErrors as they are, anything else as a retryable server failure. */
export function wireError(error: unknown): { error: WireError; unexpected: boolean } {
  if (error instanceof ChatError) return { error: { code: error.code, message: error.message }, unexpected: false };
  return { error: { code: ERROR_CODES.NETWORK, message: 'the server failed to answer; try again' }, unexpected: true };
}
