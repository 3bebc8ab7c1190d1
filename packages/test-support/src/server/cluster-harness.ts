// Several nodes of the server in this process, on one PostgreSQL database with the demo data
// (README "Deployment"): each its own database pool, cluster bus and app listening on a free
// loopback port, as separate processes would be. Needs TEST_DATABASE_URL.
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../../server/src/app';
import { joinCluster, type Joined } from '../../../server/src/cluster/join';
import { loadConfig, type Config } from '../../../server/src/config';
import { openDatabase, type DatabaseHandle } from '../../../server/src/db/connect';
import { createSeededDatabase } from './seeded-database';

export interface TestNode {
  id: string;
  app: FastifyInstance;
  config: Config;
  cluster: Joined;
  database: DatabaseHandle;
  origin: string;
  /** Stops this node as SIGTERM would (its bus says goodbye). */
  close(): Promise<void>;
}

export interface TestNodes {
  nodes: TestNode[];
  databaseUrl: string;
  /** Another node on the same database. */
  add(id: string): Promise<TestNode>;
  close(): Promise<void>;
}

export async function startTestNodes(count: number, env: Record<string, string> = {}): Promise<TestNodes> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ec_nodes_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await createSeededDatabase(adminUrl, name);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const nodes: TestNode[] = [];

  const add = async (id: string): Promise<TestNode> => {
    const config = loadConfig({ DATABASE_URL: databaseUrl, NODE_ID: id, ALLOW_MOCK_LOGIN: '1', LOG_LEVEL: 'silent', ...env });
    const database = await openDatabase({ databaseUrl });
    const cluster = await joinCluster(databaseUrl, id, database.db);
    const app = await buildApp({ config, db: database.db, cluster: cluster.bus });
    cluster.useLog(app.log);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    let closed = false;
    const node: TestNode = {
      id,
      app,
      config,
      cluster,
      database,
      origin: `http://127.0.0.1:${port}`,
      close: async () => {
        if (closed) return;
        closed = true;
        await app.close();
        await database.close();
      },
    };
    nodes.push(node);
    return node;
  };

  for (let i = 0; i < count; i++) await add(`node-${String.fromCharCode(97 + i)}`);
  return {
    nodes,
    databaseUrl,
    add,
    close: async () => {
      await Promise.all(nodes.map((node) => node.close()));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
