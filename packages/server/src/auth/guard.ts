import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connect';
import type { Role } from '../db/schema';
import { ApiError } from '../http/envelope';
import { findSession, type Scope } from './tokens';

export interface SessionUser {
  id: number;
  role: Role;
  companyId: number | null;
  username: string;
  name: string;
  scope: Scope;
  token: string;
  hasCard: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Who is calling, or undefined: no token, an unknown, expired or revoked one, a disabled user. */
export async function resolveUser(db: Db, request: FastifyRequest): Promise<SessionUser | undefined> {
  const token = bearerToken(request);
  if (!token || token.length > 200) return undefined;
  const s = await findSession(db, token);
  if (!s || s.revokedAt || s.disabled || new Date(s.expiresAt).getTime() <= Date.now()) return undefined;
  return { id: s.id, role: s.role, companyId: s.companyId, username: s.username, name: s.name, scope: s.scope, token, hasCard: s.cardId !== null };
}

export interface Requirement {
  /** Company users only (main admin or recruiter). */
  company?: boolean;
  /** The company's main admin only. */
  mainAdmin?: boolean;
  /** A recruiter card is needed: HTTP 490 without one. */
  card?: boolean;
  /** Answer a missing session with HTTP 401 too (blob endpoints, whose body the client does not read). */
  httpStatus401?: boolean;
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A preHandler that rejects the request unless its session meets the requirement. */
export function makeGuard(db: Db) {
  return (need: Requirement = {}): Guard =>
    async (request) => {
      const user = await resolveUser(db, request);
      if (!user) throw new ApiError(401, 'auth.required', {}, need.httpStatus401 ? 401 : 200);
      request.user = user;
      const isCompanyUser = user.role === 'company_admin' || user.role === 'recruiter';
      if ((need.company || need.mainAdmin || need.card) && !isCompanyUser) throw new ApiError(403, 'auth.companyOnly');
      if (need.mainAdmin && user.role !== 'company_admin') throw new ApiError(403, 'auth.mainAdminOnly');
      if (need.card && !user.hasCard) throw new ApiError(490, 'auth.needCard', {}, 490);
    };
}
