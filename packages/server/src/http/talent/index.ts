// The console's candidate-side routes: resume submissions, open resume search, talent pool,
// favourites, contacted candidates, union recommendations (issue 17).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';

export function registerTalentRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
