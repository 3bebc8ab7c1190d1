// The main admin's company profile: view and edit (issue 19).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';

export function registerCompanyRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
