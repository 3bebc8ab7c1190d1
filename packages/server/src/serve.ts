// One server on its configuration: the database opened, migrated and seeded on first start, the
// app built and listening. `main.ts` runs one per process; the test suites' server host
// (`server-host.ts`) runs one after another in a process (docs/development.md).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { joinCluster, type Joined } from './cluster/join';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/connect';
import { prepare } from './prepare-data';

export interface Serving {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Where it listens, as Fastify says it (http://127.0.0.1:8080). */
  address: string;
  /** The migrations this start applied. */
  applied: string[];
  demoCreated: boolean;
}

export async function serve(config: Config): Promise<Serving> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, sharedBuffers: config.pgliteSharedBuffers });
  let cluster: Joined | undefined;
  try {
    const { applied, demoCreated } = await prepare(database, config);
    // With DATABASE_URL, every node on that PostgreSQL is one server (README "Deployment").
    if (config.databaseUrl) cluster = await joinCluster(config.databaseUrl, config.nodeId, database.db);
    const app = await buildApp({ config, db: database.db, logger: true, cluster: cluster?.bus });
    cluster?.useLog(app.log);
    const address = await app.listen({ port: config.port, host: config.host });
    return { app, database, address, applied, demoCreated };
  } catch (error) {
    await cluster?.bus.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }
}
