// The console's candidate-side routes: resume submissions, open resume search, talent pool,
// favourites, contacted candidates, union recommendations (issue 17).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { registerSubmissionRoutes } from './submissions';

export function registerTalentRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerSubmissionRoutes(app, ctx);
}
