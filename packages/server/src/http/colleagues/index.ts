// The main admin's colleagues: list, add, disable / enable, reset password (issue 19).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';

export function registerColleagueRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
