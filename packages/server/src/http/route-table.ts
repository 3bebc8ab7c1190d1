import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/**
 * Records every route registered on app from now on, plugins' routes included (an onRoute hook
 * is inherited by every plugin registered after it). Call before registering anything: the
 * authorization matrix and the property test read the table, so a new route cannot escape them.
 */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) table.push({ method, url: route.url ?? route.path });
  });
}

/** The routes recorded by recordRoutes, in registration order. */
export function routesOf(app: FastifyInstance): readonly RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('recordRoutes(app) was not called before the routes were registered');
  return table;
}
