// GET front/v1/common/map-picker: the page the console's map drawer frames, from the server's
// settings (MAP_PICKER_KEY or MAP_PICKER_URL), for company users; null without either.
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close();
});

async function pickerOf(env: Record<string, string>, as?: string) {
  const server = await startTestServer(env);
  servers.push(server);
  const token = as ? await tokenFor(server.app, as) : undefined;
  return (await call(server.app, { method: 'GET', url: '/front/v1/common/map-picker', ...(token ? { token } : {}) })).body;
}

it('answers the configured picker page to a company user, null when there is none; not to a candidate or nobody', async () => {
  expect(await pickerOf({ MAP_PICKER_URL: 'http://127.0.0.1:9/picker.html' }, 'demo_hr')).toMatchObject({
    code: 200,
    data: { url: 'http://127.0.0.1:9/picker.html' },
  });
  const none = await pickerOf({}, 'demo_hr');
  expect(none).toMatchObject({ code: 200, data: { url: null } });
  const [server] = servers.slice(-1);
  const candidate = await tokenFor(server!.app, 'demo_c1');
  expect((await call(server!.app, { method: 'GET', url: '/front/v1/common/map-picker', token: candidate })).body.code).not.toBe(200);
  expect((await call(server!.app, { method: 'GET', url: '/front/v1/common/map-picker' })).body.code).toBe(401);
});
