import { createHash, type Hash } from 'node:crypto';

const BLOCK = 64;

// HMAC (RFC 2104) with the keyed inner and outer SHA-256 states computed once per key and
// copied per message (hash.copy), instead of createHmac re-deriving them on every call.
let lastKey: string | undefined;
let inner: Hash | undefined;
let outer: Hash | undefined;

function prepare(key: string): void {
  let k = Buffer.from(key, 'utf8');
  if (k.length > BLOCK) k = createHash('sha256').update(k).digest();
  const ipad = Buffer.alloc(BLOCK, 0x36);
  const opad = Buffer.alloc(BLOCK, 0x5c);
  for (let i = 0; i < k.length; i++) {
    ipad[i]! ^= k[i]!;
    opad[i]! ^= k[i]!;
  }
  inner = createHash('sha256').update(ipad);
  outer = createHash('sha256').update(opad);
  lastKey = key;
}

export function hmacBase64(key: string, text: string): string {
  if (key !== lastKey || inner === undefined || outer === undefined) prepare(key);
  const innerDigest = inner!.copy().update(text, 'utf8').digest();
  return outer!.copy().update(innerDigest).digest('base64');
}
