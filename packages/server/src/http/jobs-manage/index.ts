// The console's job management, dashboard, recruiter card and personal info routes (issue 17).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { registerCardRoutes } from './card';
import { registerDashboardRoutes } from './dashboard';
import { registerInterviewListRoutes } from './interview-routes';
import { registerJobManageJobRoutes } from './job-routes';
import { registerPersonalInfoRoutes } from './personal-info';

export function registerJobManageRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerJobManageJobRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerCardRoutes(app, ctx);
  registerPersonalInfoRoutes(app, ctx);
  registerInterviewListRoutes(app, ctx);
}
