import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { verifyPassword } from '../auth/password';
import { bearerToken } from '../auth/guard';
import { issueToken, revokeToken, type Scope } from '../auth/tokens';
import type { RouteContext } from './context';
import { ApiError, ok } from './envelope';
import { parseInput } from './validate';

// `scope`, when given, must match the account: `union` is the union portal's sign-in
// (console /loginByUnion), which admits company accounts only; the session's scope stays `company`.
const loginBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  scope: z.enum(['company', 'user', 'union']).optional(),
});

const mockLoginQuery = z.object({
  username: z.string().trim().min(1).max(64),
  scope: z.enum(['company', 'user']),
});

const COMPANY_ROLES = new Set(['company_admin', 'recruiter']);
// A hash to compare against when the user does not exist, so timing does not reveal usernames.
const NO_USER_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

function scopeOf(role: string): Scope {
  return COMPANY_ROLES.has(role) ? 'company' : 'user';
}

export function registerAuthRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  const loginLimit = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

  app.post('/front/v1/common/login', loginLimit, async (request) => {
    const body = parseInput(loginBody, request.body, request);
    const user = await db.selectFrom('users').select(['id', 'role', 'passwordHash', 'disabled']).where('username', '=', body.username).executeTakeFirst();
    const valid = await verifyPassword(body.password, user?.passwordHash ?? NO_USER_HASH);
    if (!user || !valid) throw new ApiError(401, 'auth.failed', {}, 401);
    // Said only to whoever knows the password: it reveals nothing to someone probing accounts.
    if (user.disabled) throw new ApiError(401, 'auth.accountDisabled', {}, 401);
    const wanted = body.scope === 'union' ? 'company' : body.scope;
    if (wanted && scopeOf(user.role) !== wanted) throw new ApiError(403, 'auth.scopeMismatch');
    const { token, expiresAt } = await issueToken(db, user.id, scopeOf(user.role), config.tokenTtlSeconds);
    return ok({ token, expiresAt: expiresAt.toISOString(), scope: scopeOf(user.role) });
  });

  app.post('/front/v1/common/mockLogin', loginLimit, async (request) => {
    if (!config.allowMockLogin) throw new ApiError(403, 'auth.mockDisabled');
    const query = parseInput(mockLoginQuery, request.query, request);
    const user = await db.selectFrom('users').select(['id', 'role', 'disabled']).where('username', '=', query.username).executeTakeFirst();
    if (!user || user.disabled) throw new ApiError(404, 'user.notFound');
    if (scopeOf(user.role) !== query.scope) throw new ApiError(403, 'auth.scopeMismatch');
    const { token, expiresAt } = await issueToken(db, user.id, query.scope, config.tokenTtlSeconds);
    return ok({ token, expiresAt: expiresAt.toISOString(), scope: query.scope });
  });

  app.post('/front/v1/common/logout', { preHandler: guard() }, async (request) => {
    await revokeToken(db, bearerToken(request)!);
    return ok(null);
  });
}
