import type { Db } from '../../db/connect';
import { Coalescer, perDatabase } from './coalescer';

// Blacklists: user_id has blocked blocked_id. Sending a C2C message asks whether the receiver has
// blocked the sender, so each owner's list is kept in memory once read: only this module writes
// chat_blacklist and one process serves the chat (as with the profile cache in profiles.ts).

interface Cache {
  lists: Map<string, Set<string>>;
  /** Bumped by every write of an owner's list, so that a read racing the write is not cached. */
  versions: Map<string, number>;
  loads: Coalescer<string, Set<string>>;
}

const MAX_CACHED_OWNERS = 50_000;

const caches = perDatabase(
  (db: Db): Cache => ({
    lists: new Map(),
    versions: new Map(),
    loads: new Coalescer((owners: string[]) => readLists(db, owners), 200),
  }),
);

async function readLists(db: Db, owners: string[]): Promise<Set<string>[]> {
  const rows = await db
    .selectFrom('chatBlacklist')
    .select(['userId', 'blockedId'])
    .where('userId', 'in', [...new Set(owners)])
    .execute();
  const byOwner = new Map<string, Set<string>>();
  for (const row of rows) {
    const set = byOwner.get(row.userId) ?? new Set<string>();
    set.add(row.blockedId);
    byOwner.set(row.userId, set);
  }
  return owners.map((owner) => new Set(byOwner.get(owner)));
}

async function listOf(db: Db, owner: string): Promise<Set<string>> {
  const cache = caches(db);
  const known = cache.lists.get(owner);
  if (known) return known;
  const version = cache.versions.get(owner) ?? 0;
  const loaded = await cache.loads.submit(owner);
  if ((cache.versions.get(owner) ?? 0) === version) {
    if (cache.lists.size >= MAX_CACHED_OWNERS) cache.lists.clear();
    cache.lists.set(owner, loaded);
  }
  return loaded;
}

function forget(db: Db, owner: string): void {
  const cache = caches(db);
  cache.lists.delete(owner);
  cache.versions.set(owner, (cache.versions.get(owner) ?? 0) + 1);
}

/** Whether `owner` has blocked `userId`: at most one (coalesced) query per owner and process. */
export async function isBlocked(db: Db, owner: string, userId: string): Promise<boolean> {
  return (await listOf(db, owner)).has(userId);
}

/** The owner's blacklist, in the order users were added. */
export async function blacklistOf(db: Db, owner: string): Promise<string[]> {
  const rows = await db.selectFrom('chatBlacklist').select('blockedId').where('userId', '=', owner).orderBy('addedAt').orderBy('blockedId').execute();
  return rows.map((row) => row.blockedId);
}

/** Adds the users not blocked yet; returns those that were new. */
export async function addToBlacklist(db: Db, owner: string, userIds: string[], now: number): Promise<string[]> {
  if (userIds.length === 0) return [];
  forget(db, owner);
  const added = await db
    .insertInto('chatBlacklist')
    .values(userIds.map((blockedId) => ({ userId: owner, blockedId, addedAt: now })))
    .onConflict((oc) => oc.columns(['userId', 'blockedId']).doNothing())
    .returning('blockedId')
    .execute();
  forget(db, owner);
  return added.map((row) => row.blockedId);
}

export async function removeFromBlacklist(db: Db, owner: string, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  forget(db, owner);
  await db.deleteFrom('chatBlacklist').where('userId', '=', owner).where('blockedId', 'in', userIds).execute();
  forget(db, owner);
}
