// The console's job fairs: list, sign-up with chosen jobs, cancel, detail (issue 19).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';

export function registerFairRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
