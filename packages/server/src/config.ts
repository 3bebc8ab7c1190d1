import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { parseChatUserId } from './chat/chat-user-id';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');
/** A setting that is on unless set to 0/false. */
const flagOn = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => v !== '0' && v !== 'false');

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('.data'),
  DATABASE_URL: z.string().url().optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(|0|1|true|false|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, "'1', or the balancers' addresses or CIDR ranges, comma-separated")
    .default(''),
  NODE_ID: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, _ . - (at most 64)')
    .optional(),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9][0-9]*(kB|MB|GB)$/, 'a size such as 16MB')
    .default('16MB'),
  ALLOW_MOCK_LOGIN: flag,
  CHAT_USER_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]*$/)
    .default('ec_'),
  TENCENT_SDKAPPID: z.coerce.number().int().positive().optional(),
  TENCENT_SECRET_KEY: z.string().min(1).optional(),
  TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(7 * 24 * 3600),
  TIME_ZONE: z.string().min(1).default('Asia/Shanghai'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  LOG_REQUESTS: z.enum(['0', '1']).default('1'),
  CHAT_ADMIN_USER_ID: z
    .string()
    .regex(/^[A-Za-z0-9_@.-]{1,64}$/)
    .default('administrator'),
  CHAT_MULTI_INSTANCE: flagOn,
  CHAT_SENSITIVE_WORDS: z.string().default(''),
  CHAT_REVOKE_SECONDS: z.coerce.number().int().positive().default(120),
  CHAT_FILE_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  CHAT_TRANSLATE_URL: z.string().url().optional(),
  CHAT_TRANSLATE_API_KEY: z.string().min(1).optional(),
  CHAT_SPEECH_URL: z.string().url().optional(),
  CHAT_SPEECH_API_KEY: z.string().min(1).optional(),
  CHAT_CUSTOMER_SERVICE_IDS: z.string().default(''),
  CHAT_REQUESTS_PER_SECOND: z.coerce.number().int().positive().max(100_000).default(50),
  CSP_FRAME_SRC: z.string().default('https://apis.map.qq.com'),
  // The console's map drawer (packages/server/README.md, the settings table): Tencent's location
  // picker with this key, or MAP_PICKER_URL, a page of one's own that posts the same message;
  // neither, a form.
  MAP_PICKER_KEY: z.string().trim().min(1).optional(),
  MAP_PICKER_REFERER: z.string().trim().min(1).default('employment-cloud'),
  MAP_PICKER_URL: z.string().url().optional(),
  CSP_CONNECT_SRC: z.string().default(''),
  WIDGET_ALLOWED_ORIGINS: z.string().default(''),
});

function trustedProxies(value: string): boolean | string[] {
  if (value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}

/** Exact origins (scheme://host[:port]) of the portals that embed the widget; `*` is refused. */
const portalOrigins = (value: string): string[] => {
  const origins = value.split(/[\s,]+/).filter(Boolean);
  const bad = origins.find((o) => !/^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/.test(o));
  if (bad)
    throw new Error(
      `invalid configuration:\n  WIDGET_ALLOWED_ORIGINS: ${bad} is not an origin such as https://portal.example.com (list each one; * is not allowed)`,
    );
  return [...new Set(origins)];
};

/** A space- or comma-separated list of CSP sources; quotes, semicolons and other syntax refused. */
const cspSources = (value: string, name: string): string[] => {
  const sources = value.split(/[\s,]+/).filter(Boolean);
  const bad = sources.find((s) => !/^(https?|wss?):\/\/[A-Za-z0-9.*-]+(:\d+)?(\/[^\s;,'"]*)?$/.test(s));
  if (bad) throw new Error(`invalid configuration:\n  ${name}: ${bad} is not an http(s) or ws(s) origin`);
  return sources;
};

/** The local chat service at /chat (src/chat). */
export interface ChatServiceConfig {
  /** The system account: not a platform user, may post `system_custom` messages. */
  adminUserID: string;
  /**
   * Several live connections per user (the default, as the SDK allows several web instances:
   * two console tabs); off, a new login kicks out the user's other connections on every node.
   */
  multiInstance: boolean;
  /** Lower-cased words that block a message (80001 in text, 80004 in image names and URLs). */
  sensitiveWords: string[];
  revokeSeconds: number;
  fileLimitBytes: number;
  /** A LibreTranslate-style endpoint: POST { q, source, target } → { translatedText }. */
  translate?: { url: string; apiKey?: string };
  /** An OpenAI-style transcription endpoint: POST multipart { file, model, language } → { text }. */
  speech?: { url: string; apiKey?: string };
  /** Chat user IDs of the customer-service accounts the contact page lists (comma-separated). */
  customerServiceIDs: string[];
  /** Requests a connection may make a second on average; bursts of twice as many (then 20004). */
  requestsPerSecond: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /**
   * This process's name among the nodes that share one PostgreSQL (README, "Deployment"): sent
   * as the x-ec-node header of every answer. Host name, process ID and a random part unless set.
   */
  nodeId: string;
  /**
   * Whose X-Forwarded-For/-Proto/-Host to believe (Fastify's trustProxy): none by default; all
   * with TRUST_PROXY=1; else the balancers' addresses (README "Deployment").
   */
  trustProxy: boolean | string[];
  /** PGlite's buffer pool (PostgreSQL's shared_buffers): 16MB unless set (README, "Memory"). */
  pgliteSharedBuffers: string;
  allowMockLogin: boolean;
  chatUserPrefix: string;
  tencent?: { sdkAppID: number; secretKey: string };
  tokenTtlSeconds: number;
  timeZone: string;
  logLevel: string;
  /** One log line per request (method, URL, status, time); off for load tests. */
  logRequests: boolean;
  seedDemo: boolean;
  chat: ChatServiceConfig;
  /** Where built front ends are served from; absent folders are skipped. */
  /** `crossOrigin`: served to pages of any origin (CORS), as the script tag is. */
  staticRoots: {
    prefix: string;
    dir: string;
    crossOrigin?: boolean;
    spaFallback?: boolean;
    /** Files (path relative to `dir`) named by their content's hash: cached for a year, never revalidated. */
    immutable?: RegExp;
  }[];
  /** Origins of the portals that embed the widget: CORS and the WebSocket's Origin check (src/http/cors.ts). */
  widgetAllowedOrigins: string[];
  /** Extra sources of the pages' Content Security Policy (src/http/security-headers.ts). */
  csp: { frame: string[]; connect: string[] };
  /** The page the console's map drawer frames (GET front/v1/common/map-picker); none: a form. */
  mapPickerUrl?: string;
}

/** Tencent's location picker (type=1: it posts the pick to the framing page), or one's own page. */
function mapPickerUrl(e: { MAP_PICKER_URL?: string | undefined; MAP_PICKER_KEY?: string | undefined; MAP_PICKER_REFERER: string }): string | undefined {
  if (e.MAP_PICKER_URL) return e.MAP_PICKER_URL;
  if (!e.MAP_PICKER_KEY) return undefined;
  const query = new URLSearchParams({ search: '1', type: '1', key: e.MAP_PICKER_KEY, referer: e.MAP_PICKER_REFERER });
  return `https://apis.map.qq.com/tools/locpicker?${query}`;
}

/** The picker's origin joins the pages' frame-src, so that a page of one's own can be framed. */
function frameSources(listed: string[], picker: string | undefined): string[] {
  const origin = picker ? new URL(picker).origin : undefined;
  return origin && !listed.includes(origin) ? [...listed, origin] : listed;
}

/** Reads the configuration from environment variables; throws with every bad variable named. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = process.cwd()): Config {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if ((e.TENCENT_SDKAPPID === undefined) !== (e.TENCENT_SECRET_KEY === undefined)) {
    throw new Error('invalid configuration:\n  TENCENT_SDKAPPID and TENCENT_SECRET_KEY go together');
  }
  if (parseChatUserId(e.CHAT_USER_PREFIX, e.CHAT_ADMIN_USER_ID) !== undefined) {
    throw new Error('invalid configuration:\n  CHAT_ADMIN_USER_ID must not be the chat user ID of a platform user');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(repoRoot, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    trustProxy: trustedProxies(e.TRUST_PROXY),
    nodeId:
      e.NODE_ID ??
      `${
        hostname()
          .replace(/[^A-Za-z0-9_.-]/g, '')
          .slice(0, 40) || 'node'
      }-${process.pid}-${randomBytes(3).toString('hex')}`,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    allowMockLogin: e.ALLOW_MOCK_LOGIN,
    chatUserPrefix: e.CHAT_USER_PREFIX,
    tencent: e.TENCENT_SDKAPPID && e.TENCENT_SECRET_KEY ? { sdkAppID: e.TENCENT_SDKAPPID, secretKey: e.TENCENT_SECRET_KEY } : undefined,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    timeZone: e.TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS === '1',
    seedDemo: e.SEED_DEMO === '1',
    chat: {
      adminUserID: e.CHAT_ADMIN_USER_ID,
      multiInstance: e.CHAT_MULTI_INSTANCE,
      sensitiveWords: [
        ...new Set(
          e.CHAT_SENSITIVE_WORDS.split(',')
            .map((w) => w.trim().toLowerCase())
            .filter(Boolean),
        ),
      ],
      revokeSeconds: e.CHAT_REVOKE_SECONDS,
      fileLimitBytes: e.CHAT_FILE_LIMIT_BYTES,
      translate: e.CHAT_TRANSLATE_URL ? { url: e.CHAT_TRANSLATE_URL, apiKey: e.CHAT_TRANSLATE_API_KEY } : undefined,
      speech: e.CHAT_SPEECH_URL ? { url: e.CHAT_SPEECH_URL, apiKey: e.CHAT_SPEECH_API_KEY } : undefined,
      customerServiceIDs: [
        ...new Set(
          e.CHAT_CUSTOMER_SERVICE_IDS.split(',')
            .map((id) => id.trim())
            .filter(Boolean),
        ),
      ],
      requestsPerSecond: e.CHAT_REQUESTS_PER_SECOND,
    },
    widgetAllowedOrigins: portalOrigins(e.WIDGET_ALLOWED_ORIGINS),
    csp: { frame: frameSources(cspSources(e.CSP_FRAME_SRC, 'CSP_FRAME_SRC'), mapPickerUrl(e)), connect: cspSources(e.CSP_CONNECT_SRC, 'CSP_CONNECT_SRC') },
    ...(mapPickerUrl(e) ? { mapPickerUrl: mapPickerUrl(e) } : {}),
    staticRoots: [
      // Vite writes only content-hashed files under assets/.
      { prefix: '/enterprise_web/', dir: resolve(repoRoot, 'packages/console/dist'), spaFallback: true, immutable: /^assets\// },
      // esbuild names the module graph's chunks name-HASH.js; the module entry keeps its name.
      { prefix: '/widget/', dir: resolve(repoRoot, 'packages/chat-widget/dist/embed'), crossOrigin: true, immutable: /^module\/[^/]+-[A-Z0-9]{8}\.js$/ },
    ],
  };
}
