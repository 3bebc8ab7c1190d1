import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the envelope on every path', () => {
  it('answers an unknown route with HTTP 404 and a clear message', async () => {
    const res = await call(server.app, { method: 'GET', url: '/front/v1/nope?x=1' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: '接口不存在：GET /front/v1/nope', data: null });
    const en = await call(server.app, { method: 'DELETE', url: '/front/v1/job', headers: { 'accept-language': 'en-US' } });
    expect(en.body.msg).toBe('no such endpoint: DELETE /front/v1/job');
  });

  it('answers malformed JSON with code 400, not a 500', async () => {
    const token = await tokenFor(server.app, 'demo_hr');
    const res = await call(server.app, { method: 'POST', url: '/front/v1/chat', token, headers: { 'content-type': 'application/json' }, payload: '{"to":' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: '请求体不是合法的 JSON', data: null });
  });

  it('answers an unsupported content type and an oversized body in the envelope', async () => {
    const token = await tokenFor(server.app, 'demo_hr');
    const xml = await call(server.app, { method: 'POST', url: '/front/v1/chat', token, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.status).toBe(415);
    expect(xml.body.code).toBe(415);
    const big = await call(server.app, {
      method: 'POST',
      url: '/save_error_logger',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(20000) }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 413, data: null });
  });

  it('answers a missing token with body code 401', async () => {
    for (const [method, url] of [
      ['GET', '/front/v1/user/info'],
      ['GET', '/front/v1/job'],
      ['POST', '/front/v1/interview'],
      ['POST', '/front/v1/im/user-sig'],
      ['POST', '/front/v1/common/logout'],
    ] as const) {
      const res = await call(server.app, { method, url });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 401, msg: '登录状态已过期，请重新登录', data: null });
    }
  });

  it('answers an unknown token and a malformed header with 401 too', async () => {
    expect((await call(server.app, { method: 'GET', url: '/front/v1/user/info', token: 'forged' })).body.code).toBe(401);
    expect((await call(server.app, { method: 'GET', url: '/front/v1/user/info', headers: { authorization: 'Basic abc' } })).body.code).toBe(401);
    expect((await call(server.app, { method: 'GET', url: '/front/v1/user/info', token: 'x'.repeat(5000) })).body.code).toBe(401);
  });

  it("answers the router's own refusals in the envelope: a path that is not UTF-8, a parameter too long", async () => {
    const token = await tokenFor(server.app, 'demo_hr');
    const bad = await call(server.app, { method: 'GET', url: '/front/v1/common/file/getPetUrl/%ED%A0%80', token, headers: { 'accept-language': 'en-US' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 400, msg: 'url is not valid', data: null });
    const long = await call(server.app, { method: 'GET', url: `/front/v1/common/file/getPetUrl/${'1'.repeat(300)}`, token });
    expect(long.status).toBe(414);
    expect(long.body).toEqual({ code: 414, msg: 'url格式不正确', data: null });
  });
});
