// Started by chat.bench.ts as its own process before the server: the bench's database (a PGlite
// folder at argv[3], or a new database of the PostgreSQL at argv[4]) migrated, seeded without the
// demo data and given argv[2] bench users; prints one JSON line { databaseUrl?, users: [{ userID,
// userSig }] } and exits. The bench then runs the built server on it (`dist/main.js`, as
// `npm start` does), so that its figures, memory included, are the server's own.
import { genUserSig } from '@employment-cloud/usersig';
import pg from 'pg';
import { chatUserId } from '../../packages/server/src/chat/chat-user-id';
import { localChatCredentials } from '../../packages/server/src/chat/local-credentials';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/connect';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { seedAll } from '../../packages/server/src/db/seed';

const count = Number(process.argv[2] ?? 200);
const dataDir = process.argv[3]!;
const adminUrl = process.argv[4];
const config = loadConfig({ DATA_DIR: dataDir });
let databaseUrl: string | undefined;
if (adminUrl) {
  const name = `ec_chat_bench_${process.pid}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir, sharedBuffers: config.pgliteSharedBuffers, analyzeEveryMs: 0 });
await migrateToLatest(database.db);
await seedAll(database.db, { demo: false });
const rows = await database.db
  .insertInto('users')
  .values(
    Array.from({ length: count }, (_, i) => ({
      username: `bench_${i}`,
      passwordHash: 'x',
      role: 'candidate' as const,
      name: `压测${i}`,
      nickname: `压测${i}`,
    })),
  )
  .returning('id')
  .execute();
const credentials = await localChatCredentials(database.db);
await database.close();
const users = rows.map((r) => {
  const userID = chatUserId(config.chatUserPrefix, r.id);
  return { userID, userSig: genUserSig({ sdkAppID: credentials.sdkAppID, secretKey: credentials.secretKey, userID }) };
});
process.stdout.write(JSON.stringify({ databaseUrl, users }) + '\n');
