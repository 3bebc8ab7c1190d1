export interface GenUserSigOptions {
  sdkAppID: number;
  secretKey: string;
  userID: string;
  /** Validity in seconds; 604800 (7 days) when omitted. */
  expire?: number;
  /** Signing time in unix seconds; the current time when omitted. */
  now?: number;
}

export interface GenPrivateMapKeyOptions extends GenUserSigOptions {
  expire: number;
  roomID: number;
  privilegeMap: number;
}

export interface GenPrivateMapKeyWithStringRoomIDOptions extends GenUserSigOptions {
  expire: number;
  roomStr: string;
  privilegeMap: number;
}

export interface DecodedUserSig {
  ver: string;
  identifier: string;
  sdkAppID: number;
  time: number;
  expire: number;
  userbuf?: Uint8Array;
  sig: string;
}

export interface VerifyUserSigOptions {
  sdkAppID: number;
  secretKey: string;
  /** When given, the sig must have been issued to this user. */
  userID?: string;
  /** Unix seconds to check expiry against; the current time when omitted. */
  now?: number;
}

export type VerifyFailureReason = 'malformed' | 'signature' | 'expired' | 'app' | 'user';

export type VerifyUserSigResult = { ok: true; identifier: string; sdkAppID: number; time: number; expire: number } | { ok: false; reason: VerifyFailureReason };

/** The platform-specific primitives a build plugs into the shared core. */
export interface SignPrimitives {
  /** Base64 (standard alphabet, padded) of HMAC-SHA256(key, utf8(text)). */
  hmacBase64(key: string, text: string): string;
  /** Base64 of zlib deflate (default level, byte-identical to Node's deflateSync) of utf8(text). */
  deflateToBase64(text: string): string;
  bytesToBase64(bytes: Uint8Array): string;
}

export interface DecodePrimitives {
  inflate(input: Uint8Array): Uint8Array;
  base64ToBytes(base64: string): Uint8Array;
}

export interface VerifyPrimitives {
  hmacBase64(key: string, text: string): string;
  /** Compares two strings without an early exit, so timing does not reveal where they differ. */
  equalConstantTime(a: string, b: string): boolean;
}
