// The console's job management, dashboard, recruiter card and personal info routes (issue 17).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';

export function registerJobManageRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
