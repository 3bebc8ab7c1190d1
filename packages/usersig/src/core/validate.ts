import { UserSigError } from './errors';

const MAX_UINT32 = 0xffffffff;

/** Default validity, as in Tencent's tools: 7 days. */
export const DEFAULT_EXPIRE_SECONDS = 604800;

export function checkSdkAppID(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new UserSigError('invalid_sdk_app_id', 'sdkAppID must be a number');
  }
  if (!Number.isInteger(value) || value <= 0 || value > MAX_UINT32) {
    throw new UserSigError('invalid_sdk_app_id', 'sdkAppID must be a positive whole number below 2^32');
  }
  return value;
}

export function checkSecretKey(value: unknown): string {
  if (typeof value !== 'string') {
    throw new UserSigError('invalid_secret_key', 'privateKey must be a string');
  }
  if (value.length === 0) {
    throw new UserSigError('invalid_secret_key', 'privateKey must not be empty');
  }
  return value;
}

export function checkUserID(value: unknown): string {
  if (typeof value !== 'string') {
    throw new UserSigError('invalid_user_id', 'userID must be a string');
  }
  if (value.length === 0) {
    throw new UserSigError('invalid_user_id', 'userID must not be empty');
  }
  if (value.length > 0xffff) {
    throw new UserSigError('invalid_user_id', 'userID must be shorter than 65536 characters');
  }
  return value;
}

export function checkExpire(value: unknown): number {
  if (typeof value !== 'number' || Number.isNaN(value)) {
    throw new UserSigError('invalid_expire', 'expireTime must be a number');
  }
  if (!Number.isInteger(value) || value <= 0 || value > MAX_UINT32) {
    throw new UserSigError('invalid_expire', 'expireTime must be a positive whole number of seconds');
  }
  return value;
}

export function checkNow(value: unknown): number {
  if (value === undefined) return Math.floor(Date.now() / 1000);
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_UINT32) {
    throw new UserSigError('invalid_now', 'now must be a whole number of unix seconds');
  }
  return value;
}

export function checkRoomID(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_UINT32) {
    throw new UserSigError('invalid_room_id', 'roomID must be a number between 0 and 2^32 - 1');
  }
  return value;
}

export function checkRoomStr(value: unknown): string {
  if (typeof value !== 'string') {
    throw new UserSigError('invalid_room_str', 'roomStr must be a string');
  }
  if (value.length === 0 || value.length > 0xffff) {
    throw new UserSigError('invalid_room_str', 'roomStr must be 1 to 65535 characters long');
  }
  return value;
}

export function checkPrivilegeMap(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_UINT32) {
    throw new UserSigError('invalid_privilege_map', 'privilegeMap must be a number between 0 and 2^32 - 1');
  }
  return value;
}
