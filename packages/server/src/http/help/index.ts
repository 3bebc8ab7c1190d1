// The console's help centre: sign-ups, plans, projects, enrolled people, statistics (issue 19).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';

export function registerHelpCenterRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
