import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { makeGuard } from './auth/guard';
import { registerChatService } from './chat/plugin';
import { ServerMessages } from './chat/server-messages';
import type { ClusterBus } from './cluster/bus';
import type { Config } from './config';
import type { Db } from './db/connect';
import { registerAuthRoutes } from './http/auth';
import { registerChatRoutes } from './http/chat';
import type { RouteContext } from './http/context';
import { registerDictRoutes } from './http/dict';
import { registerErrorLogRoutes } from './http/error-log';
import { registerCors } from './http/cors';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
import { isProbe, registerHealthRoutes } from './http/health';
import { registerHelpRoutes } from './http/help';
import { registerHelpCenterRoutes } from './http/help/index';
import { registerFairRoutes } from './http/fairs';
import { registerFeedbackRoutes } from './http/feedback';
import { registerDocumentRoutes } from './http/documents';
import { registerColleagueRoutes } from './http/colleagues';
import { registerStatisticsRoutes } from './http/statistics';
import { registerCompanyRoutes } from './http/company';
import { registerImRoutes } from './http/im';
import { registerInterviewRoutes } from './http/interview';
import { registerCandidateInterviewRoutes } from './http/candidate-interview';
import { registerJobRoutes } from './http/job';
import { registerJobManageRoutes } from './http/jobs-manage';
import { registerPasswordResetRoutes } from './http/password-reset';
import { registerPortalRoutes } from './http/portal';
import { registerResumeFileRoutes } from './http/resume-file';
import { postgresRateLimitStore } from './http/rate-limit-store';
import { recordRoutes } from './http/route-table';
import { registerScoreRoutes } from './http/score';
import { registerTalentRoutes } from './http/talent';
import { registerSecurityHeaders } from './http/security-headers';
import { spaFallbackUrl } from './http/spa-fallback';
import { registerStaticRoots } from './http/static-files';
import { registerUploadRoutes, UPLOAD_LIMIT_BYTES } from './http/upload';
import { registerUserRoutes } from './http/user';
import { createUploadStore } from './uploads';
import { registerUploadServing } from './uploads/serve-route';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Pino options, or false for no logging (tests). */
  logger?: boolean | object;
  /** The other nodes on the same PostgreSQL (src/cluster/): closed with the app. */
  cluster?: ClusterBus;
  /** Whether the cluster bus is connected, for /readyz (http/health.ts); default: the cluster's, or ready without one. */
  busReady?: () => boolean;
}

// Log lines never carry credentials: these request parts are replaced before anything is written.
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.body.password',
  'req.body.token',
  // @fastify/multipart logs busboy's options, headers included, at trace level.
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
];

export async function buildApp({ config, db, logger = false, cluster, busReady }: AppOptions): Promise<FastifyInstance> {
  const spaPrefixes = config.staticRoots.filter((root) => root.spaFallback && existsSync(root.dir)).map((root) => root.prefix);
  const app = Fastify({
    rewriteUrl: (req) => spaFallbackUrl(req.url ?? '/', req.method, spaPrefixes),
    logger: logger === false ? false : { level: config.logLevel, redact, ...(typeof logger === 'object' ? logger : {}) },
    // The health probes come every few seconds: never one log line each (http/health.ts).
    logController: new LogController({ disableRequestLogging: (request) => !config.logRequests || isProbe(request.url) }),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: (error, request, reply) => void answerFrameworkError(error, request, reply),
  });
  recordRoutes(app);
  registerErrorHandling(app, spaPrefixes);
  registerSecurityHeaders(app, config.csp);
  // Which node answered, for operators and the cluster tests behind a load balancer.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-ec-node', config.nodeId);
  });
  await registerCors(app, config.widgetAllowedOrigins);
  // With DATABASE_URL the nodes on that database share the counters (http/rate-limit-store.ts);
  // on PGlite, one process, they stay in memory.
  await app.register(fastifyRateLimit, { global: false, ...(config.databaseUrl ? { store: postgresRateLimitStore(db) } : {}) });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 12 } });

  registerHealthRoutes(app, { db, busReady: busReady ?? (cluster ? () => cluster.ready : undefined) });

  // Uploaded files: in PostgreSQL with DATABASE_URL, else in DATA_DIR/uploads (uploads/index.ts).
  const uploads = createUploadStore(config, db);
  const serverMessages = new ServerMessages();
  const ctx: RouteContext = { db, config, guard: makeGuard(db), uploads, serverMessages };
  registerUploadServing(app, uploads);

  registerAuthRoutes(app, ctx);
  registerPasswordResetRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerHelpRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  registerInterviewRoutes(app, ctx);
  registerCandidateInterviewRoutes(app, ctx);
  registerJobRoutes(app, ctx);
  registerJobManageRoutes(app, ctx);
  registerTalentRoutes(app, ctx);
  registerScoreRoutes(app, ctx);
  registerErrorLogRoutes(app, ctx);
  registerDictRoutes(app, ctx);
  registerUploadRoutes(app, ctx);
  registerImRoutes(app, ctx);
  registerResumeFileRoutes(app, ctx);
  registerPortalRoutes(app, ctx);
  registerFairRoutes(app, ctx);
  registerFeedbackRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerHelpCenterRoutes(app, ctx);
  registerColleagueRoutes(app, ctx);
  registerStatisticsRoutes(app, ctx);
  registerCompanyRoutes(app, ctx);
  // The local chat service: WebSocket /chat and media uploads at /chat/files.
  await registerChatService(app, { db, config, cluster, uploads, serverMessages });
  if (cluster) app.addHook('onClose', () => cluster.close());

  await registerStaticRoots(app, config.staticRoots);
  return app;
}
