import { existsSync } from 'node:fs';
import { loadConfig } from './config';
import { DEMO_LOGINS, DEMO_PASSWORD } from './db/seed';
import { isFirstEmbeddedStart, prepareAndClose, prepareInChild, PREPARE_ONLY_ENV, type Prepared } from './prepare-data';
import { serve } from './serve';
import { shutdown } from './shutdown';

/** How long a stop may take before the process exits anyway (supervisors kill at 30 s). */
const SHUTDOWN_DEADLINE_MS = 10_000;

// `npm run start:server`: migrate, seed on first start, serve, and stop cleanly on a signal.
async function main(): Promise<void> {
  const config = loadConfig();
  if (process.env[PREPARE_ONLY_ENV] === '1') {
    process.stdout.write(`${JSON.stringify(await prepareAndClose(config))}\n`);
    return;
  }
  // A new embedded database is created, migrated and seeded by a child process (prepare-data.ts).
  const first: Prepared = isFirstEmbeddedStart(config) ? await prepareInChild(process.argv[1]!) : { applied: [], demoCreated: false };
  const served = await serve(config);
  const { app, database, address } = served;
  const applied = [...first.applied, ...served.applied];
  const demoCreated = first.demoCreated || served.demoCreated;
  const log = app.log;
  log.info(
    `database: ${database.kind} at ${database.location}${applied.length ? `; applied ${applied.join(', ')}` : ''}${demoCreated ? '; demo data created' : ''}`,
  );
  log.info(`chat engine: ${config.tencent ? `Tencent Cloud Chat, app ${config.tencent.sdkAppID}` : 'local chat service at /chat'}`);
  log.info(`mock login: ${config.allowMockLogin ? 'on (ALLOW_MOCK_LOGIN=1)' : 'off (set ALLOW_MOCK_LOGIN=1 to enable)'}`);
  log.info(`listening on ${address}`);
  const roots = config.staticRoots.filter((r) => existsSync(r.dir)).map((r) => `${address}${r.prefix}`);
  log.info(`API: ${address}/front/v1/${roots.length ? `  also serving: ${roots.join('  ')}` : ''}`);
  if (config.seedDemo) {
    log.info(`demo logins (password ${DEMO_PASSWORD}): ${DEMO_LOGINS.map((l) => `${l.username} (${l.role})`).join(', ')}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // First: /readyz answers 503 from now on, so a load balancer sends no new requests here.
    app.markStopping();
    log.info(`${signal}: stopping`);
    await shutdown(
      [
        { name: 'closing the HTTP server and chat connections', run: () => app.close() },
        { name: 'closing the database', run: () => database.close() },
      ],
      { deadlineMs: SHUTDOWN_DEADLINE_MS, log, exit: (code) => process.exit(code) },
    );
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
