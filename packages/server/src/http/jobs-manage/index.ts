// The console's job management, home (dashboard, workplace), recruiter card and personal info routes (issues 17, 32).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';
import { registerCardRoutes } from './card';
import { registerDashboardRoutes } from './dashboard';
import { registerInterviewListRoutes } from './interview-routes';
import { registerJobPipelineRoutes } from './job-pipeline';
import { registerJobManageJobRoutes } from './job-routes';
import { registerPersonalInfoRoutes } from './personal-info';
import { registerWorkplaceRoutes } from './workplace';

export function registerJobManageRoutes(app: FastifyInstance, ctx: RouteContext): void {
  registerJobManageJobRoutes(app, ctx);
  registerJobPipelineRoutes(app, ctx);
  registerDashboardRoutes(app, ctx);
  registerWorkplaceRoutes(app, ctx);
  registerCardRoutes(app, ctx);
  registerPersonalInfoRoutes(app, ctx);
  registerInterviewListRoutes(app, ctx);
}
