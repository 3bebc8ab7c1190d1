// The console's help centre: sign-ups, plans, projects, enrolled people, statistics (issue 19).
// The sign-up list with the menu badge's count stays in ../help.ts (spec §7's contract).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { registerPlanRoutes } from './plans';
import { registerProjectRoutes } from './projects';
import { registerSignupRoutes } from './signups';
import { registerStatisticsRoutes } from './statistics';

export function registerHelpCenterRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerSignupRoutes(app, ctx);
  registerPlanRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerStatisticsRoutes(app, ctx);
}
