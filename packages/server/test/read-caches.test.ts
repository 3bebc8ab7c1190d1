/**
 * @jest-environment node
 */
// Sessions, the signed-in user's profile and job lists are kept in memory (issue 20:
// src/db/table-writes.ts, src/db/read-cache.ts). Each case warms the cache first (the same request
// answered twice), then checks that a logout, a disabled colleague, a password reset or change, a
// profile, card or job change counts on the very next request.
import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = (token: string) => call(server.app, { method: 'GET', url: '/front/v1/user/info', token });
/** user/info twice: the second answer comes from memory. */
async function warm(token: string) {
  expect((await me(token)).body.code).toBe(200);
  return (await me(token)).body;
}
const signIn = async (username: string, password: string): Promise<string> => {
  const res = await call(server.app, { method: 'POST', url: '/front/v1/common/login', payload: { username, password, scope: 'company' } });
  expect(res.body.code).toBe(200);
  return res.body.data.token;
};
const asAdmin = async (method: 'POST' | 'PUT', url: string, payload?: object) =>
  (await call(server.app, { method, url, payload, token: await tokenFor(server.app, 'demo_admin') })).body;
let serial = 0;
async function colleague(): Promise<{ id: number; username: string; password: string; token: string }> {
  serial += 1;
  const created = await asAdmin('POST', '/front/v1/colleague', { username: `cached${serial}`, name: `缓存${serial}`, mobile: '13912345678' });
  expect(created.code).toBe(200);
  const { colleague: who, password } = created.data;
  return { ...who, password, token: await signIn(who.username, password) };
}

it('ends a session at logout', async () => {
  const { token } = await colleague();
  await warm(token);
  expect((await call(server.app, { method: 'POST', url: '/front/v1/common/logout', token })).body.code).toBe(200);
  expect((await me(token)).body.code).toBe(401);
});

it("ends a disabled colleague's sessions, and lets them in again once enabled", async () => {
  const who = await colleague();
  await warm(who.token);
  expect((await asAdmin('POST', `/front/v1/colleague/${who.id}/disable`)).code).toBe(200);
  expect((await me(who.token)).body.code).toBe(401);
  expect((await asAdmin('POST', `/front/v1/colleague/${who.id}/enable`)).code).toBe(200);
  await warm(await signIn(who.username, who.password));
});

it("ends a colleague's sessions when the main admin resets their password", async () => {
  const who = await colleague();
  await warm(who.token);
  expect((await asAdmin('POST', `/front/v1/colleague/${who.id}/reset-password`)).code).toBe(200);
  expect((await me(who.token)).body.code).toBe(401);
});

it("ends the user's other sessions when they change their password, not the one they used", async () => {
  const who = await colleague();
  const other = await signIn(who.username, who.password);
  await warm(who.token);
  await warm(other);
  const changed = await call(server.app, {
    method: 'PUT',
    url: '/front/v1/user/password',
    token: who.token,
    payload: { oldPassword: who.password, newPassword: 'a-new-password-1' },
  });
  expect(changed.body.code).toBe(200);
  expect((await me(other)).body.code).toBe(401);
  expect((await me(who.token)).body.code).toBe(200);
});

it('shows a profile or card edit on the next user/info', async () => {
  const who = await colleague();
  const before = await warm(who.token);
  expect([before.data.nickname, before.data.hasRecruiterCard]).toEqual([`缓存${serial}`, false]);
  const profile = await call(server.app, {
    method: 'PUT',
    url: '/front/v1/user/profile',
    token: who.token,
    payload: { nickName: '新昵称', mobile: '13912345678' },
  });
  expect(profile.body.code).toBe(200);
  expect((await me(who.token)).body.data.nickname).toBe('新昵称');
  const card = await call(server.app, {
    method: 'PUT',
    url: '/front/v1/card',
    token: who.token,
    payload: { name: '缓存', title: '招聘专员', mobile: '13912345678' },
  });
  expect(card.body.code).toBe(200);
  expect((await me(who.token)).body.data).toMatchObject({ hasRecruiterCard: true, recruiterCard: { title: '招聘专员' } });
});

it('shows a job taken offline, then deleted, on the next job list', async () => {
  const token = await tokenFor(server.app, 'demo_hr');
  const ids = async (query: string) => {
    const url = `/front/v1/job?pageSize=100${query}`;
    const first = await call(server.app, { method: 'GET', url, token });
    const again = await call(server.app, { method: 'GET', url, token });
    expect(again.body).toEqual(first.body);
    return again.body.data.list.map((job: { id: number }) => job.id) as number[];
  };
  const published = await ids('&status=2');
  const all = await ids('');
  expect(published.length).toBeGreaterThan(1);
  const job = published[0]!;
  expect((await call(server.app, { method: 'POST', url: `/front/v1/job/${job}/offline`, token })).body.code).toBe(200);
  expect(await ids('&status=2')).toEqual(published.slice(1));
  expect((await call(server.app, { method: 'DELETE', url: `/front/v1/job/${job}`, token })).body.code).toBe(200);
  expect(await ids('')).toEqual(all.filter((id) => id !== job));
});
