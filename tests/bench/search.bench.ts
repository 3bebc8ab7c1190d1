import { genUserSig } from '@employment-cloud/usersig';
import { sql } from 'kysely';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { createLocalChat } from '../../packages/chat-widget/src/engine';
import { buildApp } from '../../packages/server/src/app';
import { chatUserId } from '../../packages/server/src/chat/chat-user-id';
import { localChatCredentials } from '../../packages/server/src/chat/local-credentials';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/connect';
import { migrateToLatest } from '../../packages/server/src/db/migrate';
import { seedAll } from '../../packages/server/src/db/seed';
import { SHAPE, seedHistory } from './search-seed';

const SIZES = [10_000, 100_000];
const WARMUP = 5;
const RUNS = 40;
const KEYWORDS = ['面试', '时间'];

interface Figures {
  size: number;
  seedSeconds: number;
  median: number;
  p90: number;
  totalCount: number;
  conversations: number;
  usesIndex: boolean;
}

const quantile = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

/** A fresh server on its own PGlite folder with `size` stored messages; the searcher's median search latency. */
async function measure(size: number): Promise<Figures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ec-search-bench-'));
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
    await seedAll(database.db, { demo: false });
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', LOG_REQUESTS: '0' });
    const rows = await database.db
      .insertInto('users')
      .values(
        Array.from({ length: SHAPE.users + 1 }, (_, i) => ({
          username: `search_${i}`,
          passwordHash: 'x',
          role: 'candidate' as const,
          name: `检索${i}`,
          nickname: `检索${i}`,
        })),
      )
      .returning('id')
      .execute();
    const [searcher, ...others] = rows.map((r) => chatUserId(config.chatUserPrefix, r.id));
    const started = performance.now();
    await seedHistory(database.db, searcher!, others, size);
    const seedSeconds = (performance.now() - started) / 1000;

    const app = await buildApp({ config, db: database.db });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const credentials = await localChatCredentials(database.db);
    const chat = createLocalChat({ url: `${origin.replace('http', 'ws')}/chat`, WebSocket: WebSocket as never });
    try {
      await chat.login({ userID: searcher!, userSig: genUserSig({ sdkAppID: credentials.sdkAppID, secretKey: credentials.secretKey, userID: searcher! }) });
      const search = () => chat.searchCloudMessages({ keywordList: KEYWORDS, keywordListMatchType: 'and' });
      for (let i = 0; i < WARMUP; i += 1) await search();
      const latencies: number[] = [];
      let answer = await search();
      for (let i = 0; i < RUNS; i += 1) {
        const t = performance.now();
        answer = await search();
        latencies.push(performance.now() - t);
      }
      const usesIndex = await planUsesIndex(database.db);
      return {
        size,
        seedSeconds,
        median: quantile(latencies, 0.5),
        p90: quantile(latencies, 0.9),
        totalCount: answer.data.totalCount,
        conversations: answer.data.searchResultList.length,
        usesIndex,
      };
    } finally {
      await chat.logout().catch(() => undefined);
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Whether a one-conversation token lookup, as the search makes it, goes through the GIN index. */
async function planUsesIndex(db: Parameters<typeof migrateToLatest>[0]): Promise<boolean> {
  const { rows } = await sql<{ 'QUERY PLAN': string }>`
    explain select message_id from chat_message_search s
    where s.conversation_key = 'GROUP|bench_group_0' and s.search_tokens @> array[1, 2]::integer[]
  `.execute(db);
  return rows.some((r) => r['QUERY PLAN'].includes('chat_message_search_tokens_idx'));
}

export async function benchSearch(): Promise<void> {
  console.log(
    '\ncloud search: %s + %s (and), searcher in %s of %s one-to-one chats and %s of %s groups, %s runs each, PGlite, Node %s',
    KEYWORDS[0],
    KEYWORDS[1],
    SHAPE.searcherPairs,
    SHAPE.pairs,
    SHAPE.searcherGroups,
    SHAPE.groups,
    RUNS,
    process.version,
  );
  const figures: Figures[] = [];
  for (const size of SIZES) {
    const f = await measure(size);
    figures.push(f);
    console.log(
      '  %s messages: median %s ms, p90 %s ms (%s matches in %s conversations; GIN index used: %s; seeded and indexed in %s s)',
      size.toLocaleString('en-US').padStart(7),
      f.median.toFixed(1),
      f.p90.toFixed(1),
      f.totalCount,
      f.conversations,
      f.usesIndex ? 'yes' : 'NO',
      f.seedSeconds.toFixed(1),
    );
  }
  const ratio = figures[1]!.median / figures[0]!.median;
  console.log('  latency ratio %s / %s messages: %sx (goal <= 2)', SIZES[1]!.toLocaleString('en-US'), SIZES[0]!.toLocaleString('en-US'), ratio.toFixed(2));
}
