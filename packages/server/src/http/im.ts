import type { FastifyInstance, FastifyRequest } from 'fastify';
import { genUserSig } from '@employment-cloud/usersig';
import { chatUserId } from '../chat/chat-user-id';
import { localChatCredentials, type ChatCredentials } from '../chat/local-credentials';
import type { RouteContext } from './context';
import type { Role } from '../db/schema';
import { ApiError, ok } from './envelope';

/** The WebSocket URL of the local chat service, as the caller reached this server. */
function localChatUrl(request: FastifyRequest): string {
  const secure = request.protocol === 'https';
  return `${secure ? 'wss' : 'ws'}://${request.host}/chat`;
}

/**
 * The chat role the widget's toolbar follows: recruiters (a company's users) get the recruiter
 * tools (ask resume, invite to interview, quick replies). The server enforces access itself.
 */
export type ChatRole = 'recruiter' | 'candidate' | 'admin';

export function chatRoleOf(role: Role): ChatRole {
  if (role === 'company_admin' || role === 'recruiter') return 'recruiter';
  return role === 'candidate' ? 'candidate' : 'admin';
}

export function registerImRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  let local: Promise<ChatCredentials> | undefined;

  // The chat credential; its answer also tells the widget which engine to use.
  app.post('/front/v1/im/user-sig', { preHandler: guard() }, async (request) => {
    const me = request.user!;
    const profile = await db.selectFrom('users').select(['nickname', 'avatar']).where('id', '=', me.id).executeTakeFirstOrThrow();
    const userID = chatUserId(config.chatUserPrefix, me.id);
    const credentials = config.tencent ?? (await (local ??= localChatCredentials(db)));
    const userSig = genUserSig({ sdkAppID: credentials.sdkAppID, secretKey: credentials.secretKey, userID });
    return ok({
      appId: credentials.sdkAppID,
      userID,
      userSig,
      nick: profile.nickname,
      avatar: profile.avatar ?? '',
      prefix: config.chatUserPrefix,
      role: chatRoleOf(me.role),
      engine: config.tencent ? 'tencent' : 'local',
      chatUrl: config.tencent ? null : localChatUrl(request),
    });
  });

  // The local chat service's system account, for platform administrators' tools: it may post
  // `system_custom` notices (HTML, which the widget sanitises) to any user.
  app.post('/front/v1/im/admin-user-sig', { preHandler: guard() }, async (request) => {
    if (request.user!.role !== 'platform_admin') throw new ApiError(403, 'auth.forbidden');
    if (config.tencent) throw new ApiError(404, 'record.notFound');
    const credentials = await (local ??= localChatCredentials(db));
    const userID = config.chat.adminUserID;
    return ok({
      appId: credentials.sdkAppID,
      userID,
      userSig: genUserSig({ sdkAppID: credentials.sdkAppID, secretKey: credentials.secretKey, userID, expire: 3600 }),
      engine: 'local',
      chatUrl: localChatUrl(request),
    });
  });
}
