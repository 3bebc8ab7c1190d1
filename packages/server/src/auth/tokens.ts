import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect';

export type Scope = 'company' | 'user';

/** Only a hash of a token is stored: a leaked database does not leak live sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, userId: number, scope: Scope, ttlSeconds: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.insertInto('sessions').values({ tokenHash: hashToken(token), userId, scope, expiresAt }).execute();
  return { token, expiresAt };
}

export async function findSession(db: Db, token: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .leftJoin('recruiterCards', 'recruiterCards.userId', 'users.id')
    .select(['recruiterCards.id as cardId', 'sessions.id as sessionId', 'sessions.scope', 'sessions.expiresAt', 'sessions.revokedAt', 'users.id', 'users.role', 'users.companyId', 'users.disabled', 'users.username', 'users.name'])
    .where('sessions.tokenHash', '=', hashToken(token))
    .executeTakeFirst();
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.updateTable('sessions').set({ revokedAt: new Date() }).where('tokenHash', '=', hashToken(token)).where('revokedAt', 'is', null).execute();
}
