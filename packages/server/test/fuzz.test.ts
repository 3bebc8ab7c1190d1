import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { fieldLabel } from '../src/http/i18n';
import { routesOf } from '../src/http/route-table';
import { issueToken } from '../src/auth/tokens';
import { candidateRef, publishedJobOf } from './access-fixtures';
import { MATRIX, type Target } from './access-matrix';
import { COLLEAGUES_MATRIX } from './access-matrix-colleagues';
import { COMPANY_MATRIX } from './access-matrix-company';
import { wallTime } from './fixtures';
import { startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

// Generated requests to every route of the app's route table (not a hand list): bodies, queries,
// keys and path parameters with NUL, lone surrogates and arbitrary UTF-16. No route answers 5xx.

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'demo_hr');
});
afterAll(() => server.close());

const BAD_UNITS = ['\u0000', '\ud800', '\udbff', '\udc00', '\udfff'];
const unit = fc.oneof(
  fc.constantFrom(...BAD_UNITS),
  fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
  fc.constantFrom('a', '1', '面', '😀'),
);
/** Strings of any UTF-16 units, NUL and unpaired surrogates often among them. */
const nasty = fc.string({ unit, maxLength: 12 });
/** A nasty string that surely holds a character the database cannot store. */
const poison = fc
  .tuple(nasty, fc.constantFrom(...BAD_UNITS), nasty)
  .map(([a, bad, b]) => `${a}${bad}${b}`)
  // The engine's own check (ES2024): a surrogate next to its other half makes a fine pair.
  .filter((s) => s.includes('\u0000') || !(s as unknown as { isWellFormed(): boolean }).isWellFormed());
/**
 * The same for a query string, which carries text as UTF-8 bytes: a lone surrogate cannot be
 * sent (its bytes are not UTF-8, so the server keeps the value undecoded, as sent), NUL can.
 */
const poisonQuery = fc.tuple(fc.string({ unit: 'binary' }), fc.string()).map(([a, b]) => `${a}\u0000${b}`);

const fieldNames = fc.constantFrom(
  'to',
  'jobId',
  'mobile',
  'interviewType',
  'address',
  'meetingLink',
  'interviewTime',
  'remark',
  'username',
  'password',
  'code',
  'scope',
  'status',
  'pageSize',
  'pageNum',
  'idOrder',
  'keyword',
  'dictType',
  'scoreType',
  'targetUserId',
  'resumeId',
  'withResume',
  'message',
  'userName',
  'token',
  '__proto__',
  'constructor',
);
const values = fc.oneof(fc.jsonValue(), fc.string(), nasty, fc.integer(), fc.double(), fc.constant(null), fc.constant(''), fc.string({ unit: 'binary' }));
const bodies = fc.oneof(fc.dictionary(fc.oneof(fieldNames, nasty), fc.oneof(values, fc.array(nasty, { maxLength: 3 }))), fc.jsonValue(), nasty);
const queries = fc.dictionary(fc.oneof(fieldNames, nasty), fc.oneof(fc.string(), fc.integer().map(String), nasty));

/** Percent-encoding that also carries lone surrogates (as the three bytes a lax encoder sends), which encodeURIComponent refuses. */
function percentEncode(s: string): string {
  return s.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (c) => {
    const u = c.charCodeAt(0);
    if (c.length === 2 || u < 0xd800 || u > 0xdfff) return encodeURIComponent(c);
    return [0xe0 | (u >> 12), 0x80 | ((u >> 6) & 0x3f), 0x80 | (u & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
  });
}
const queryString = (q: Record<string, string>) =>
  Object.entries(q)
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');

/** A concrete URL for a route pattern: parameters and wildcards filled with generated text. */
const fill = (pattern: string, text: string) => pattern.replace(/:\w+|\*/g, () => percentEncode(text) || 'x');

function isJsonAnswer(headers: Record<string, unknown>) {
  return String(headers['content-type'] ?? '').startsWith('application/json');
}

/** Routes that may answer with something other than the JSON envelope: files, the preflight, HEAD. */
const mayAnswerOtherwise = (method: string, url: string) =>
  method === 'HEAD' || method === 'OPTIONS' || url.includes('downResume') || url.endsWith('/ics') || url.endsWith('/*');

/** The health probes answer JSON of their own for load balancers (src/http/health.ts), outside the envelope. */
const isProbe = (url: string) => url === '/healthz' || url === '/readyz';

describe('generated requests to every route of the table', () => {
  it('never answer 5xx, and answer JSON with the envelope', async () => {
    const routes = [...routesOf(server.app)].sort((a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')));
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, url } of routes) {
      const run = fc.assert(
        fc.asyncProperty(
          bodies,
          queries,
          nasty,
          fc.boolean(),
          fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
          async (body, query, param, withToken, type) => {
            const res = await server.app.inject({
              method: method as InjectOptions['method'],
              url: `${fill(url, param)}?${queryString(query)}`,
              headers: { 'content-type': type, ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
              ...(method === 'POST' ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
            });
            expect(res.statusCode).toBeLessThan(500);
            if (method === 'HEAD') return;
            if (isProbe(url)) {
              expect(Object.keys(res.json())).toContain('status');
            } else if (isJsonAnswer(res.headers)) {
              expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'msg']);
            } else if (!(mayAnswerOtherwise(method, url) || res.statusCode === 426)) {
              throw new Error(`${method} ${url} answered ${res.statusCode} ${String(res.headers['content-type'])}`);
            }
          },
        ),
        { numRuns: 30 },
      );
      await run.catch((error: Error) => {
        throw new Error(`${method} ${url}: ${error.message}`);
      });
    }
  }, 180_000);
});

describe('a well-formed request with one string poisoned', () => {
  // Each route's working request from the authorization matrix, one string (body field or query
  // parameter) at a time replaced by one holding NUL or a lone surrogate: a 400, never stored.
  it('answers 400 naming the field, whichever string it is', async () => {
    const target: Target = { candidate: await candidateRef(server, 'demo_c3'), job: await publishedJobOf(server, 'demo_hr') };
    const requests = Object.entries(MATRIX).map(
      ([key, spec]) =>
        [key, spec.kind === 'record' ? spec.request(target, wallTime(server, 2)) : spec.kind === 'open' ? spec.request('demo_hr') : spec.request()] as const,
    );
    // A session of its own: the property above ends demo_hr's with logout.
    const session = await issueToken(server.database.db, await userId(server, 'demo_hr'), 'company', 3600);
    // The main admin's own routes (colleagues, the company profile) stop a recruiter with 403 first.
    const admin = await issueToken(server.database.db, await userId(server, 'demo_admin'), 'company', 3600);
    const tokenOf = (key: string) => (key in COLLEAGUES_MATRIX || key in COMPANY_MATRIX ? admin.token : session.token);
    let poisoned = 0;
    let sent = 0;
    for (const [key, request] of requests) {
      const payload =
        request.payload && typeof request.payload === 'object' && !Buffer.isBuffer(request.payload) ? (request.payload as Record<string, unknown>) : {};
      const url = new URL(String(request.url), 'http://x');
      const fields = [
        ...Object.keys(payload)
          .filter((k) => typeof payload[k] === 'string')
          .map((k) => ['body', k]),
        ...[...url.searchParams.keys()].map((k) => ['query', k]),
      ];
      for (const [where, field] of fields) {
        poisoned += 1;
        await fc.assert(
          fc.asyncProperty(where === 'query' ? poisonQuery : poison, async (bad) => {
            const query = Object.fromEntries(url.searchParams);
            if (where === 'query') query[field!] = bad;
            const res = await server.app.inject({
              method: request.method,
              url: `${url.pathname}?${queryString(query)}`,
              headers: { 'accept-language': 'en-US', authorization: `Bearer ${tokenOf(key)}` },
              // A client address of its own each time, so the routes' rate limits stay out of the way.
              remoteAddress: `10.${(++sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
              ...(request.payload ? { payload: where === 'body' ? { ...payload, [field!]: bad } : payload } : {}),
            });
            expect([key, field, res.json()]).toEqual([
              key,
              field,
              { code: 400, msg: `${fieldLabel('en-US', field!)} contains a character that is not allowed (NUL or an unpaired surrogate)`, data: null },
            ]);
          }),
          { numRuns: 5 },
        );
      }
    }
    expect(poisoned).toBeGreaterThanOrEqual(15);
  }, 60_000);
});
