import type { Db } from '../../db/connect';
import { chatUserId, parseChatUserId } from '../chat-user-id';
import type { WireProfile } from '../protocol';

export interface ProfileSource {
  chatUserPrefix: string;
  adminUserID: string;
}

const columns = ['userId', 'nick', 'avatar', 'selfSignature'] as const;

function toWire(row: { userId: string; nick: string; avatar: string; selfSignature: string }): WireProfile {
  return { userID: row.userId, nick: row.nick, avatar: row.avatar, selfSignature: row.selfSignature };
}

/**
 * The chat profiles of these accounts, in the order asked, leaving out accounts that do not
 * exist. A platform user's profile is copied from users (nickname, avatar) the first time.
 */
export async function loadProfiles(db: Db, source: ProfileSource, userIDs: string[]): Promise<WireProfile[]> {
  const wanted = [...new Set(userIDs)];
  if (wanted.length === 0) return [];
  const known = cacheOf(db);
  const found = new Map<string, WireProfile>();
  for (const id of wanted) {
    const profile = known.get(id);
    if (profile) found.set(id, profile);
  }
  let missing = wanted.filter((id) => !found.has(id));
  if (missing.length > 0) {
    for (const row of await db.selectFrom('chatProfiles').select(columns).where('userId', 'in', missing).execute()) found.set(row.userId, toWire(row));
    missing = missing.filter((id) => !found.has(id));
  }
  if (missing.length > 0) {
    await seedProfiles(db, source, missing);
    const seeded = await db.selectFrom('chatProfiles').select(columns).where('userId', 'in', missing).execute();
    for (const row of seeded) found.set(row.userId, toWire(row));
  }
  for (const profile of found.values()) remember(db, profile);
  return wanted.flatMap((id) => {
    const profile = found.get(id);
    return profile ? [{ ...profile }] : [];
  });
}

/**
 * Profiles read or written by this process, so that sending a message reads none. Only this
 * module writes chat_profiles, and one process serves the chat (who is online is in memory), so
 * the copy cannot go stale; accounts not found are not remembered (they may appear later).
 */
const caches = new WeakMap<Db, Map<string, WireProfile>>();
const MAX_CACHED = 50_000;

function cacheOf(db: Db): Map<string, WireProfile> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map<string, WireProfile>()));
  return cache;
}

function remember(db: Db, profile: WireProfile): void {
  const cache = cacheOf(db);
  if (cache.size >= MAX_CACHED && !cache.has(profile.userID)) cache.clear();
  cache.set(profile.userID, { ...profile });
}

export async function loadProfile(db: Db, source: ProfileSource, userID: string): Promise<WireProfile | undefined> {
  return (await loadProfiles(db, source, [userID]))[0];
}

async function seedProfiles(db: Db, source: ProfileSource, userIDs: string[]): Promise<void> {
  const rows: { userId: string; nick: string; avatar: string }[] = [];
  if (userIDs.includes(source.adminUserID)) rows.push({ userId: source.adminUserID, nick: source.adminUserID, avatar: '' });
  const ids = userIDs
    .map((userID) => ({ userID, id: parseChatUserId(source.chatUserPrefix, userID) }))
    .filter((x): x is { userID: string; id: number } => x.id !== undefined && chatUserId(source.chatUserPrefix, x.id) === x.userID);
  if (ids.length > 0) {
    const users = await db
      .selectFrom('users')
      .select(['id', 'nickname', 'avatar'])
      .where(
        'id',
        'in',
        ids.map((x) => x.id),
      )
      .where('disabled', '=', false)
      .execute();
    for (const user of users) rows.push({ userId: chatUserId(source.chatUserPrefix, user.id), nick: user.nickname, avatar: user.avatar ?? '' });
  }
  if (rows.length === 0) return;
  await db
    .insertInto('chatProfiles')
    .values(rows)
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

/** Changes the given fields of an existing profile. */
export async function updateProfile(
  db: Db,
  userID: string,
  patch: Partial<Pick<WireProfile, 'nick' | 'avatar' | 'selfSignature'>>,
): Promise<WireProfile | undefined> {
  const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  const row = await db
    .updateTable('chatProfiles')
    .set({ ...set, updatedAt: new Date() })
    .where('userId', '=', userID)
    .returning(columns)
    .executeTakeFirst();
  if (!row) return undefined;
  remember(db, toWire(row));
  return toWire(row);
}

/** Which of these IDs are existing chat accounts. */
export async function existingAccounts(db: Db, source: ProfileSource, userIDs: string[]): Promise<Set<string>> {
  return new Set((await loadProfiles(db, source, userIDs)).map((p) => p.userID));
}
