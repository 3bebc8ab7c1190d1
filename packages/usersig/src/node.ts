// The Node build: node:crypto and node:zlib, with the same output as the pure build.
import { defineUserSigBuilder } from './core/builder';
import { makeDecodeUserSig } from './core/decode';
import { makeGenPrivateMapKey, makeGenPrivateMapKeyWithStringRoomID, makeGenUserSig } from './core/generate';
import { makeVerifyUserSig } from './core/verify';
import { decode, sign, verify } from './node/primitives';

export { UserSigError } from './core/errors';
export type { UserSigErrorCode } from './core/errors';
export type * from './core/types';
export type { UserSigBuilderConstructor } from './core/builder';

export const genUserSig = /* @__PURE__ */ makeGenUserSig(sign);
export const genPrivateMapKey = /* @__PURE__ */ makeGenPrivateMapKey(sign);
export const genPrivateMapKeyWithStringRoomID = /* @__PURE__ */ makeGenPrivateMapKeyWithStringRoomID(sign);
export const decodeUserSig = /* @__PURE__ */ makeDecodeUserSig(decode);
export const verifyUserSig = /* @__PURE__ */ makeVerifyUserSig(decode, verify);
export const UserSigBuilder = /* @__PURE__ */ defineUserSigBuilder(genUserSig);
export type UserSigBuilder = InstanceType<typeof UserSigBuilder>;
