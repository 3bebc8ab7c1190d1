import fc from 'fast-check';
import { call, startTestServer, tokenFor, type TestServer } from './harness';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = await tokenFor(server.app, 'demo_hr');
});
afterAll(() => server.close());

const routes: [method: 'GET' | 'POST', url: string][] = [
  ['POST', '/front/v1/common/login'],
  ['POST', '/front/v1/common/mockLogin'],
  ['POST', '/front/v1/common/password-reset/code'],
  ['POST', '/front/v1/common/password-reset'],
  ['GET', '/front/v1/user/info'],
  ['GET', '/front/v1/company/help-user-plan-project'],
  ['GET', '/front/v1/chat'],
  ['POST', '/front/v1/chat'],
  ['POST', '/front/v1/interview'],
  ['GET', '/front/v1/job'],
  ['POST', '/front/v1/company-score/add'],
  ['POST', '/save_error_logger'],
  ['GET', '/front/v1/common/dict-data'],
  ['POST', '/front/v1/common/uploadFile'],
  ['POST', '/front/v1/im/user-sig'],
  ['GET', '/front/v1/common/file/getPetUrl/1'],
  ['GET', '/front/v1/common/file/downResume/1'],
  // Last: with the token it ends the session the other routes use.
  ['POST', '/front/v1/common/logout'],
];

const fieldNames = fc.constantFrom('to', 'jobId', 'mobile', 'interviewType', 'address', 'interviewTime', 'username', 'password', 'scope', 'status', 'pageSize', 'pageNum', 'idOrder', 'dictType', 'scoreType', 'targetUserId', 'resumeId', 'withResume', 'message', 'token', '__proto__', 'constructor');
const values = fc.oneof(fc.jsonValue(), fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.constant(''), fc.string({ unit: 'binary' }));
const bodies = fc.oneof(fc.dictionary(fieldNames, values), fc.jsonValue(), fc.string({ unit: 'binary' }));
const queries = fc.dictionary(fieldNames, fc.oneof(fc.string(), fc.integer().map(String), fc.string({ unit: 'binary' })));

describe('generated requests to every route', () => {
  it.each(routes)('%s %s never answers 5xx and always with the envelope', async (method, url) => {
    await fc.assert(
      fc.asyncProperty(bodies, queries, fc.boolean(), fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'), async (body, query, withToken, type) => {
        const payload = typeof body === 'string' ? body : JSON.stringify(body);
        const res = await server.app.inject({
          method,
          url,
          query,
          headers: { 'content-type': type, ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
          ...(method === 'POST' ? { payload } : {}),
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.headers['content-type']?.toString().startsWith('application/json')) {
          const json = res.json();
          expect(Object.keys(json).sort()).toEqual(['code', 'data', 'msg']);
          expect(typeof json.code).toBe('number');
          expect(typeof json.msg).toBe('string');
        } else {
          // Only the resume blob is not JSON, and only on success.
          expect(url).toContain('downResume');
          expect(res.statusCode).toBe(200);
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
