import { verifyUserSig } from '@employment-cloud/usersig';
import type { VerifyFailureReason } from '@employment-cloud/usersig';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { parseChatUserId, chatUserId } from './chat-user-id';
import { ChatError, userNotFound } from './errors';
import type { ChatCredentials } from './local-credentials';
import { ERROR_CODES } from './protocol';

/** Who a verified UserSig speaks for. */
export interface ChatIdentity {
  userID: string;
  /** The configured system account, which has no platform user. */
  isAdmin: boolean;
  /** Unix seconds after which the sig is no longer valid. */
  expiresAt: number;
}

const REASON_CODES: Record<VerifyFailureReason, { code: number; message: string }> = {
  malformed: { code: ERROR_CODES.USERSIG_INVALID, message: 'userSig is malformed' },
  signature: { code: ERROR_CODES.USERSIG_INVALID, message: 'userSig signature does not match' },
  expired: { code: ERROR_CODES.USERSIG_EXPIRED, message: 'userSig has expired' },
  user: { code: ERROR_CODES.USERSIG_USER_MISMATCH, message: 'userSig was issued to another user' },
  app: { code: ERROR_CODES.SDKAPPID_MISMATCH, message: 'userSig was issued for another app' },
};

export interface AuthDeps {
  db: Db;
  config: Config;
  credentials: () => Promise<ChatCredentials>;
}

/**
 * Verifies a UserSig against the local chat service's own key (never Tencent's: a Tencent
 * deployment does not use this service) and that the account exists.
 */
export async function authenticate(deps: AuthDeps, userID: string, userSig: string, nowSeconds: number): Promise<ChatIdentity> {
  const { sdkAppID, secretKey } = await deps.credentials();
  const result = verifyUserSig(userSig, { sdkAppID, secretKey, userID, now: nowSeconds });
  if (!result.ok) {
    const { code, message } = REASON_CODES[result.reason];
    throw new ChatError(code, message);
  }
  const expiresAt = result.time + result.expire;
  if (userID === deps.config.chat.adminUserID) return { userID, isAdmin: true, expiresAt };
  if (!(await isPlatformChatUser(deps.db, deps.config.chatUserPrefix, userID))) throw userNotFound(userID);
  return { userID, isAdmin: false, expiresAt };
}

/** A chat user ID in its canonical form that belongs to an enabled platform user. */
export async function isPlatformChatUser(db: Db, prefix: string, userID: string): Promise<boolean> {
  const id = parseChatUserId(prefix, userID);
  if (id === undefined || chatUserId(prefix, id) !== userID) return false;
  const row = await db.selectFrom('users').select('id').where('id', '=', id).where('disabled', '=', false).executeTakeFirst();
  return row !== undefined;
}
