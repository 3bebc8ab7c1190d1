import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { makeGuard } from './auth/guard';
import { registerChatService } from './chat/plugin';
import type { Config } from './config';
import type { Db } from './db/connect';
import { registerAuthRoutes } from './http/auth';
import { registerChatRoutes } from './http/chat';
import type { RouteContext } from './http/context';
import { registerDictRoutes } from './http/dict';
import { registerErrorLogRoutes } from './http/error-log';
import { registerCors } from './http/cors';
import { answerFrameworkError, registerErrorHandling } from './http/errors';
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
import { recordRoutes } from './http/route-table';
import { registerScoreRoutes } from './http/score';
import { registerTalentRoutes } from './http/talent';
import { registerSecurityHeaders, uploadHeaders } from './http/security-headers';
import { spaFallbackUrl } from './http/spa-fallback';
import { registerStaticRoots } from './http/static-files';
import { registerUploadRoutes, UPLOAD_LIMIT_BYTES } from './http/upload';
import { registerUserRoutes } from './http/user';

export interface AppOptions {
  config: Config;
  db: Db;
  /** Pino options, or false for no logging (tests). */
  logger?: boolean | object;
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

export async function buildApp({ config, db, logger = false }: AppOptions): Promise<FastifyInstance> {
  const spaPrefixes = config.staticRoots.filter((root) => root.spaFallback && existsSync(root.dir)).map((root) => root.prefix);
  const app = Fastify({
    rewriteUrl: (req) => spaFallbackUrl(req.url ?? '/', req.method, spaPrefixes),
    logger: logger === false ? false : { level: config.logLevel, redact, ...(typeof logger === 'object' ? logger : {}) },
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    bodyLimit: 256 * 1024,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    frameworkErrors: (error, request, reply) => void answerFrameworkError(error, request, reply),
  });
  recordRoutes(app);
  registerErrorHandling(app, spaPrefixes);
  registerSecurityHeaders(app, config.csp);
  await registerCors(app, config.widgetAllowedOrigins);
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, parts: 12 } });

  const ctx: RouteContext = { db, config, guard: makeGuard(db) };

  mkdirSync(join(config.dataDir, 'uploads'), { recursive: true });
  await app.register(fastifyStatic, {
    root: join(config.dataDir, 'uploads'),
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res, path) => {
      for (const [name, value] of Object.entries(uploadHeaders(path))) res.setHeader(name, value);
    },
  });

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
  await registerChatService(app, { db, config });

  await registerStaticRoots(app, config.staticRoots);
  return app;
}
