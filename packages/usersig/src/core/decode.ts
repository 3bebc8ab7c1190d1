import { isBase64, SIG_ALPHABET, unescapeBase64 } from './base64url';
import { UserSigError } from './errors';
import type { DecodePrimitives, DecodedUserSig } from './types';

/** Longer than any real sig by far; bounds the work a hostile input can cause. */
export const MAX_SIG_LENGTH = 16384;

const decoder = /* @__PURE__ */ new TextDecoder('utf-8', { fatal: true });

/** The decoded sig plus the userbuf exactly as it was signed (base64 text). */
export interface RawDecodedUserSig extends DecodedUserSig {
  userbufBase64?: string;
}

function malformed(message: string): UserSigError {
  return new UserSigError('malformed', message);
}

function field<T>(doc: Record<string, unknown>, name: string, type: 'string' | 'number'): T {
  const value = doc[name];
  if (typeof value !== type || (type === 'number' && !Number.isFinite(value))) {
    throw malformed(`sig field ${name} is missing or not a ${type}`);
  }
  return value as T;
}

export function decodeRaw(p: DecodePrimitives, sig: string): RawDecodedUserSig {
  if (typeof sig !== 'string' || sig.length === 0) throw malformed('sig must be a non-empty string');
  if (sig.length > MAX_SIG_LENGTH) throw malformed(`sig is longer than ${MAX_SIG_LENGTH} characters`);
  if (!SIG_ALPHABET.test(sig)) throw malformed('sig contains characters outside its alphabet');
  const base64 = unescapeBase64(sig);
  if (!isBase64(base64)) throw malformed('sig is not base64');
  let text: string;
  try {
    text = decoder.decode(p.inflate(p.base64ToBytes(base64)));
  } catch {
    throw malformed('sig is not compressed base64 text');
  }
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    throw malformed('sig does not hold a JSON document');
  }
  if (doc === null || typeof doc !== 'object' || Array.isArray(doc)) {
    throw malformed('sig does not hold a JSON object');
  }
  const d = doc as Record<string, unknown>;
  const out: RawDecodedUserSig = {
    ver: field<string>(d, 'TLS.ver', 'string'),
    identifier: field<string>(d, 'TLS.identifier', 'string'),
    sdkAppID: field<number>(d, 'TLS.sdkappid', 'number'),
    time: field<number>(d, 'TLS.time', 'number'),
    expire: field<number>(d, 'TLS.expire', 'number'),
    sig: field<string>(d, 'TLS.sig', 'string'),
  };
  if (d['TLS.userbuf'] !== undefined) {
    const userbufBase64 = field<string>(d, 'TLS.userbuf', 'string');
    if (!isBase64(userbufBase64)) throw malformed('sig field TLS.userbuf is not base64');
    out.userbuf = p.base64ToBytes(userbufBase64);
    out.userbufBase64 = userbufBase64;
  }
  return out;
}

export function makeDecodeUserSig(p: DecodePrimitives) {
  return function decodeUserSig(sig: string): DecodedUserSig {
    const { userbufBase64: _signedForm, ...decoded } = decodeRaw(p, sig);
    return decoded;
  };
}
