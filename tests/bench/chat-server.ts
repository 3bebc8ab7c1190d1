// Started by chat.bench.ts as its own process: the real server on a fresh PGlite folder, with
// bench users added, printing one JSON line { origin, users: [{ userID, userSig }] } when ready.
import { genUserSig } from '@employment-cloud/usersig';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
const database = await openDatabase({ dataDir });
await migrateToLatest(database.db);
await seedAll(database.db, { demo: false });
const rows = await database.db
  .insertInto('users')
  .values(Array.from({ length: count }, (_, i) => ({ username: `bench_${i}`, passwordHash: 'x', role: 'candidate' as const, name: `压测${i}`, nickname: `压测${i}` })))
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
process.on('SIGTERM', () => void app.close().then(() => database.close()).then(() => process.exit(0)));
