import { verifyUserSig } from '@employment-cloud/usersig';
import { localChatCredentials } from '../src/chat/local-credentials';
import { call, startTestServer, tokenFor, userId, type TestServer } from '@employment-cloud/test-support/server/harness';

describe('POST front/v1/im/user-sig', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('signs the prefixed user ID for the local engine with the server-side key', async () => {
    const res = await call(server.app, {
      method: 'POST',
      url: '/front/v1/im/user-sig',
      token: await tokenFor(server.app, 'demo_hr'),
      headers: { host: 'example.test:8080' },
    });
    expect(res.body.code).toBe(200);
    const data = res.body.data;
    const id = await userId(server, 'demo_hr');
    expect(data).toMatchObject({
      userID: `ec_${id}`,
      prefix: 'ec_',
      role: 'recruiter',
      engine: 'local',
      chatUrl: 'ws://example.test:8080/chat',
      nick: expect.any(String),
    });
    const credentials = await localChatCredentials(server.database.db);
    expect(data.appId).toBe(credentials.sdkAppID);
    expect(verifyUserSig(data.userSig, { sdkAppID: credentials.sdkAppID, secretKey: credentials.secretKey, userID: `ec_${id}` }).ok).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain(credentials.secretKey);
  });

  it('keeps the same local key across calls', async () => {
    const a = await localChatCredentials(server.database.db);
    const b = await localChatCredentials(server.database.db);
    expect(b).toEqual(a);
  });

  it('works for candidates too', async () => {
    const res = await call(server.app, { method: 'POST', url: '/front/v1/im/user-sig', token: await tokenFor(server.app, 'demo_c1') });
    expect(res.body.data.userID).toBe(`ec_${await userId(server, 'demo_c1')}`);
    // The widget hides the recruiter tools (ask resume, invite to interview) from candidates.
    expect(res.body.data.role).toBe('candidate');
  });

  it("answers the recruiter role for a company's main admin too", async () => {
    const res = await call(server.app, { method: 'POST', url: '/front/v1/im/user-sig', token: await tokenFor(server.app, 'demo_admin') });
    expect(res.body.data.role).toBe('recruiter');
  });
});

describe('with a Tencent app configured', () => {
  it('signs for Tencent Cloud Chat with the configured key and prefix', async () => {
    const server = await startTestServer({ TENCENT_SDKAPPID: '1400123456', TENCENT_SECRET_KEY: 'tencent-secret', CHAT_USER_PREFIX: 'test_' });
    try {
      const res = await call(server.app, { method: 'POST', url: '/front/v1/im/user-sig', token: await tokenFor(server.app, 'demo_hr') });
      const id = await userId(server, 'demo_hr');
      expect(res.body.data).toMatchObject({ appId: 1400123456, userID: `test_${id}`, engine: 'tencent', chatUrl: null, prefix: 'test_' });
      expect(verifyUserSig(res.body.data.userSig, { sdkAppID: 1400123456, secretKey: 'tencent-secret', userID: `test_${id}` }).ok).toBe(true);
    } finally {
      await server.close();
    }
  });
});

describe('POST front/v1/im/admin-user-sig', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ CHAT_ADMIN_USER_ID: 'system_notice' });
    await server.database.db
      .insertInto('users')
      .values({ username: 'platform_root', passwordHash: 'x', role: 'platform_admin', name: '平台管理员', nickname: '平台管理员' })
      .execute();
  });
  afterAll(() => server.close());

  it('gives a platform administrator a sig for the system account, valid for an hour', async () => {
    const res = await call(server.app, { method: 'POST', url: '/front/v1/im/admin-user-sig', token: await tokenFor(server.app, 'platform_root') });
    expect(res.body.data).toMatchObject({ userID: 'system_notice', engine: 'local' });
    const credentials = await localChatCredentials(server.database.db);
    expect(verifyUserSig(res.body.data.userSig, { sdkAppID: credentials.sdkAppID, secretKey: credentials.secretKey, userID: 'system_notice' })).toMatchObject({
      ok: true,
      expire: 3600,
    });
  });

  it('refuses everyone else', async () => {
    for (const username of ['demo_admin', 'demo_hr', 'demo_c1']) {
      const res = await call(server.app, { method: 'POST', url: '/front/v1/im/admin-user-sig', token: await tokenFor(server.app, username) });
      expect(res.body).toMatchObject({ code: 403, data: null });
    }
  });
});
