// The console's recruitment data: series, per job, funnel (issue 19).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';

export function registerStatisticsRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
