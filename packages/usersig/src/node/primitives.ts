import { timingSafeEqual } from 'node:crypto';
import zlib from 'node:zlib';
import type { DecodePrimitives, SignPrimitives, VerifyPrimitives } from '../core/types';
import { deflateToBase64 } from './deflate';
import { hmacBase64 } from './hmac';

const bytesToBase64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');

// The core checks the text with isBase64 first: Buffer alone would skip bad characters silently.
const base64ToBytes = (base64: string): Uint8Array => new Uint8Array(Buffer.from(base64, 'base64'));

const inflate = (input: Uint8Array) => zlib.inflateSync(input, { maxOutputLength: 1 << 24 });

function equalConstantTime(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const sign: SignPrimitives = { hmacBase64, deflateToBase64, bytesToBase64 };
export const decode: DecodePrimitives = { inflate, base64ToBytes };
export const verify: VerifyPrimitives = { hmacBase64, equalConstantTime };
