import type { DecodePrimitives, SignPrimitives, VerifyPrimitives } from '../core/types';
import { base64ToBytes, bytesToBase64 } from './base64';
import { deflate } from './deflate';
import { equalConstantTime } from './equal';
import { hmacBase64 } from './hmac';
import { inflate } from './inflate';

const encoder = /* @__PURE__ */ new TextEncoder();
const deflateToBase64 = (text: string) => bytesToBase64(deflate(encoder.encode(text)));

export const sign: SignPrimitives = { hmacBase64, deflateToBase64, bytesToBase64 };
export const decode: DecodePrimitives = { inflate, base64ToBytes };
export const verify: VerifyPrimitives = { hmacBase64, equalConstantTime };
