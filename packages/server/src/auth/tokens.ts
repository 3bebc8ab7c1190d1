import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';
import { ReadCache } from '../db/read-cache';
import { tableWritesOf } from '../db/table-writes';

export type Scope = 'company' | 'user';

/** Only a hash of a token is stored: a leaked database does not leak live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number, scope: Scope, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db
    .insertInto('sessions')
    .values({ tokenHash: hashToken(token), userId, scope, expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The tables a session's answer is read from: a write to any of them drops the kept answers. */
const SESSION_TABLES = ['sessions', 'users', 'recruiter_cards'];

const sessionCaches = new WeakMap<Db, ReadCache<string, Session | undefined>>();

type Session = Awaited<ReturnType<typeof readSession>>;

/**
 * The session behind a token with its user, kept in memory until a session, user or card is
 * written (db/table-writes.ts): a logout, a disabled user or a password reset counts at once.
 */
export function findSession(db: Db, token: string): Promise<Session> {
  let cache = sessionCaches.get(db);
  if (!cache) sessionCaches.set(db, (cache = new ReadCache(tableWritesOf(db), SESSION_TABLES)));
  const hash = hashToken(token);
  return cache.get(hash, () => readSession(db, hash));
}

function readSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .leftJoin('recruiterCards', 'recruiterCards.userId', 'users.id')
    .select([
      'recruiterCards.id as cardId',
      'sessions.id as sessionId',
      'sessions.scope',
      'sessions.expiresAt',
      'sessions.revokedAt',
      'users.id',
      'users.role',
      'users.companyId',
      'users.disabled',
      'users.username',
      'users.name',
    ])
    .where('sessions.tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: new Date() }).where('tokenHash', '=', hashToken(token)).where('revokedAt', 'is', null).execute();
}
