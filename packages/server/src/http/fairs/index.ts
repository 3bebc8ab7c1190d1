// The console's job fairs: list, sign-up with chosen jobs, cancel, detail (issue 19).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { registerApplicationRoutes } from './application-routes';
import { registerFairListRoutes } from './fair-routes';
import { registerSignupRoutes } from './signup-routes';

export function registerFairRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerFairListRoutes(app, ctx);
  registerSignupRoutes(app, ctx);
  registerApplicationRoutes(app, ctx);
}
