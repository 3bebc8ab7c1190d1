import { routesOf } from '../src/http/route-table';
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

// A path parameter that cannot name a record (0, -1, abc, beyond the id column) answers as an
// unknown record does (issue 32: 编号不能小于1 was shown for a missing project), on every route
// of the route table that takes one, for the roles that may call it.

let server: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  server = await startTestServer();
  for (const user of ['demo_hr', 'demo_c1']) tokens[user] = await tokenFor(server.app, user);
});
afterAll(() => server.close());

const NOT_IDS = ['0', '-1', 'abc', '1.5', '99999999999'];
/** Refusals a guard gives before the handler reads the path: not this test's business. */
const GUARD_CODES = [401, 403, 490];

describe('a path parameter that names no record', () => {
  const withParams = () => routesOf(server.app).filter(({ method, url }) => /:\w+/.test(url) && method !== 'HEAD' && method !== 'OPTIONS');

  it('answers 404 记录不存在 on every route, never a message about the number', async () => {
    expect(withParams().length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const { method, url } of withParams()) {
      for (const user of Object.keys(tokens)) {
        for (const value of NOT_IDS) {
          const res = await call(server.app, {
            method: method as 'GET',
            url: url.replace(/:\w+/g, value),
            token: tokens[user],
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
          });
          const code = (res.body as { code?: number } | undefined)?.code ?? res.status;
          if (GUARD_CODES.includes(code) || GUARD_CODES.includes(res.status)) continue;
          const msg = (res.body as { msg?: string } | undefined)?.msg;
          if (code !== 404 || !/不存在/.test(msg ?? '')) wrong.push(`${user} ${method} ${url} ${value}: ${code} ${msg}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says so in the request language', async () => {
    const res = await call(server.app, { method: 'GET', url: '/front/v1/help/project/0', token: tokens.demo_hr, headers: { 'accept-language': 'en-US' } });
    expect(res.body).toMatchObject({ code: 404 });
    expect(res.body.msg).not.toMatch(/at least/);
  });

  it('answers a blob download with HTTP 404, as for a resume that does not exist', async () => {
    const res = await call(server.app, { method: 'GET', url: '/front/v1/common/file/downResume/abc', token: tokens.demo_hr });
    expect(res.status).toBe(404);
  });
});
