// Started by chat.bench.ts as its own process: the real server on a fresh PGlite folder, or on a
// fresh database of the PostgreSQL at argv[3], with bench users added, printing one JSON line
// { origin, users: [{ userID, userSig }] } when ready.
import { genUserSig } from '@employment-cloud/usersig';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import pg from 'pg';
import { join } from 'node:path';
import { buildApp } from '../../packages/server/src/app';
import { chatUserId } from '../../packages/server/src/chat/chat-user-id';
import { localChatCredentials } from '../../packages/server/src/chat/local-credentials';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/connect';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { seedAll } from '../../packages/server/src/db/seed';

const count = Number(process.argv[2] ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'ec-chat-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_REQUESTS: '0', CHAT_MULTI_INSTANCE: '1' });
const adminUrl = process.argv[3];
const databaseName = `ec_chat_bench_${process.pid}`;
/** Runs one statement on the PostgreSQL's own database (create and drop the bench's). */
async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}
let databaseUrl: string | undefined;
if (adminUrl) {
  await admin(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
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
const app = await buildApp({ config, db: database.db });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const users = rows.map((r) => {
  const userID = chatUserId(config.chatUserPrefix, r.id);
  return { userID, userSig: genUserSig({ sdkAppID: credentials.sdkAppID, secretKey: credentials.secretKey, userID }) };
});
process.stdout.write(JSON.stringify({ origin: address, users }) + '\n');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .then(() => (adminUrl ? admin(`drop database if exists ${databaseName} with (force)`) : undefined))
      .then(() => process.exit(0)),
);
