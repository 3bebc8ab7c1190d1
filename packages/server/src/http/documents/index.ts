// The platform's documents (the agreement, the rules), served as content (issue 19).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';

export function registerDocumentRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
