import { escapeBase64 } from './base64url';
import { UserSigError } from './errors';
import { sigDocument, signedContent, type SigFields } from './sig-document';
import type { GenPrivateMapKeyOptions, GenPrivateMapKeyWithStringRoomIDOptions, GenUserSigOptions, SignPrimitives } from './types';
import { buildUserBuf } from './userbuf';
import {
  checkExpire,
  checkNow,
  checkPrivilegeMap,
  checkRoomID,
  checkRoomStr,
  checkSdkAppID,
  checkSecretKey,
  checkUserID,
  DEFAULT_EXPIRE_SECONDS,
} from './validate';

function sign(p: SignPrimitives, secretKey: string, fields: SigFields): string {
  const sig = p.hmacBase64(secretKey, signedContent(fields));
  return escapeBase64(p.deflateToBase64(sigDocument(fields, sig)));
}

interface CheckedBase {
  sdkAppID: number;
  secretKey: string;
  userID: string;
  expire: number;
  now: number;
}

function checkBase(o: GenUserSigOptions, expire: unknown): CheckedBase {
  if (o === null || typeof o !== 'object') {
    throw new UserSigError('invalid_options', 'options must be an object');
  }
  return {
    sdkAppID: checkSdkAppID(o.sdkAppID),
    secretKey: checkSecretKey(o.secretKey),
    userID: checkUserID(o.userID),
    expire: checkExpire(expire),
    now: checkNow(o.now),
  };
}

export function makeGenUserSig(p: SignPrimitives) {
  return function genUserSig(options: GenUserSigOptions): string {
    const expire = options?.expire === undefined ? DEFAULT_EXPIRE_SECONDS : options.expire;
    const c = checkBase(options, expire);
    return sign(p, c.secretKey, {
      identifier: c.userID,
      sdkAppID: c.sdkAppID,
      time: c.now,
      expire: c.expire,
    });
  };
}

function signWithUserBuf(p: SignPrimitives, c: CheckedBase, authID: number, privilegeMap: number, roomStr?: string) {
  const userbuf = buildUserBuf({
    account: c.userID,
    sdkAppID: c.sdkAppID,
    authID,
    expireAt: c.now + c.expire,
    privilegeMap,
    roomStr,
  });
  return sign(p, c.secretKey, {
    identifier: c.userID,
    sdkAppID: c.sdkAppID,
    time: c.now,
    expire: c.expire,
    userbuf: p.bytesToBase64(userbuf),
  });
}

export function makeGenPrivateMapKey(p: SignPrimitives) {
  return function genPrivateMapKey(options: GenPrivateMapKeyOptions): string {
    const c = checkBase(options, options?.expire);
    return signWithUserBuf(p, c, checkRoomID(options.roomID), checkPrivilegeMap(options.privilegeMap));
  };
}

export function makeGenPrivateMapKeyWithStringRoomID(p: SignPrimitives) {
  return function genPrivateMapKeyWithStringRoomID(options: GenPrivateMapKeyWithStringRoomIDOptions): string {
    const c = checkBase(options, options?.expire);
    const roomStr = checkRoomStr(options.roomStr);
    return signWithUserBuf(p, c, 0, checkPrivilegeMap(options.privilegeMap), roomStr);
  };
}
