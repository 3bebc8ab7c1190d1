export interface UserBufFields {
  account: string;
  sdkAppID: number;
  /** Numeric room ID; 0 when the room is named by roomStr. */
  authID: number;
  /** Absolute expiry in unix seconds (signing time + validity). */
  expireAt: number;
  privilegeMap: number;
  roomStr?: string;
}

/**
 * The TRTC privilege buffer, laid out exactly as Tencent's TLSSigAPIv2 builds it: big-endian
 * fields, and strings written one byte per UTF-16 code unit (the low byte), because that is what
 * the official library does with `charCodeAt` into a Buffer. Matching it keeps sigs byte-identical.
 */
export function buildUserBuf(f: UserBufFields): Uint8Array {
  const account = f.account;
  const room = f.roomStr;
  const length = 1 + 2 + account.length + 20 + (room === undefined ? 0 : 2 + room.length);
  const buf = new Uint8Array(length);
  const view = new DataView(buf.buffer);
  let offset = 0;
  buf[offset++] = room === undefined ? 0 : 1;
  view.setUint16(offset, account.length);
  offset += 2;
  offset = writeLowBytes(buf, offset, account);
  view.setUint32(offset, f.sdkAppID);
  view.setUint32(offset + 4, f.authID);
  // setUint32 wraps modulo 2^32 as the official `(x & 0xFF000000) >> 24` chain does.
  view.setUint32(offset + 8, f.expireAt);
  view.setUint32(offset + 12, f.privilegeMap);
  view.setUint32(offset + 16, 0); // account type, always 0 in the official library
  offset += 20;
  if (room !== undefined) {
    view.setUint16(offset, room.length);
    writeLowBytes(buf, offset + 2, room);
  }
  return buf;
}

function writeLowBytes(buf: Uint8Array, offset: number, text: string): number {
  for (let i = 0; i < text.length; i++) buf[offset + i] = text.charCodeAt(i) & 0xff;
  return offset + text.length;
}
