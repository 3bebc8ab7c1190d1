// The console's feedback: submit, the company's past feedback with the platform's replies (issue 19).
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../context';

export function registerFeedbackRoutes(_app: FastifyInstance, _ctx: RouteContext): void {}
