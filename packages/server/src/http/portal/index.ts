import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { registerCandidateApplicationRoutes } from './candidate-applications';
import { registerPublicJobRoutes } from './public-jobs';

/** The routes of the example candidate portal (examples/candidate-portal, issue 18). */
export function registerPortalRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerPublicJobRoutes(app, ctx);
  registerCandidateApplicationRoutes(app, ctx);
}
