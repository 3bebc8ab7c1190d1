import { hmac, type _HMAC } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToBase64 } from './base64';

const encoder = /* @__PURE__ */ new TextEncoder();

// The keyed inner/outer states depend only on the key; a service signs with one key, so the
// last one is kept and cloned per message instead of being hashed in again.
let lastKey: string | undefined;
let lastMac: _HMAC<any> | undefined;

export function hmacBase64(key: string, text: string): string {
  if (key !== lastKey || lastMac === undefined) {
    lastMac = hmac.create(sha256, encoder.encode(key));
    lastKey = key;
  }
  return bytesToBase64(lastMac.clone().update(encoder.encode(text)).digest());
}
