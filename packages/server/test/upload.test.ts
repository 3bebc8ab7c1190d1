import { call, startTestServer, tokenFor, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart, PNG_1X1 } from './multipart';
import { storedUploads } from '@employment-cloud/test-support/server/stored-uploads';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const upload = async (file: Parameters<typeof multipart>[0], lang?: string) => {
  const { payload, headers } = multipart(file);
  return call(server.app, {
    method: 'POST',
    url: '/front/v1/common/uploadFile',
    payload,
    headers: { ...headers, ...(lang ? { 'accept-language': lang } : {}) },
    token: await tokenFor(server.app, 'demo_hr'),
  });
};

describe('POST front/v1/common/uploadFile', () => {
  it('stores an image under a random name and serves it back', async () => {
    const res = await upload({ name: '头像.png', type: 'image/png', bytes: PNG_1X1 });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({
      url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/),
      name: '头像.png',
      size: PNG_1X1.length,
      mime: 'image/png',
    });
    expect(await storedUploads(server)).toContain(res.body.data.url.split('/').pop());
    const served = await server.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
  });

  it('judges the type by the bytes, not the name or header', async () => {
    const res = await upload({ name: 'evil.png', type: 'image/png', bytes: Buffer.from('<script>alert(1)</script>') });
    expect(res.body).toEqual({ code: 400, msg: '不支持的文件类型', data: null });
    const exe = await upload({ name: 'a.pdf', type: 'application/pdf', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]) });
    expect(exe.body.code).toBe(400);
  });

  it('with kind=image takes only a PNG, JPEG, GIF or WebP by its bytes, whatever the name and header say', async () => {
    const asPicture = async (file: Parameters<typeof multipart>[0], lang?: string) => {
      const { payload, headers } = multipart(file);
      return call(server.app, {
        method: 'POST',
        url: '/front/v1/common/uploadFile?kind=image',
        payload,
        headers: { ...headers, ...(lang ? { 'accept-language': lang } : {}) },
        token: await tokenFor(server.app, 'demo_hr'),
      });
    };
    const before = await storedUploads(server);
    for (const file of [
      { name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('面试备注\n') },
      { name: 'fake.png', type: 'image/png', bytes: Buffer.from('面试备注\n') },
      { name: 'resume.pdf', type: 'image/png', bytes: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') },
    ]) {
      expect((await asPicture(file)).body).toEqual({ code: 400, msg: '请选择PNG、JPEG、GIF或WebP格式的图片', data: null });
    }
    expect((await asPicture({ name: 'a.txt', type: 'text/plain', bytes: Buffer.from('x') }, 'en-US')).body.msg).toBe('choose a PNG, JPEG, GIF or WebP picture');
    expect(await storedUploads(server)).toEqual(before);
    const res = await asPicture({ name: 'photo', type: 'application/octet-stream', bytes: PNG_1X1 });
    expect(res.body.data).toMatchObject({ mime: 'image/png', url: expect.stringMatching(/\.png$/) });
  });

  it('accepts UTF-8 text files by extension', async () => {
    const res = await upload({ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('面试备注\n') });
    expect(res.body.data.mime).toBe('text/plain; charset=utf-8');
  });

  it('refuses 2 MB and more with the spec message, and keeps nothing', async () => {
    const before = await storedUploads(server);
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload({ name: 'big.png', type: 'image/png', bytes: big }, 'en-US');
    expect(res.body).toEqual({ code: 400, msg: 'file size exceeds 2MB', data: null });
    const zh = await upload({ name: 'big.png', type: 'image/png', bytes: big });
    expect(zh.body.msg).toBe('文件大小超过 2MB');
    const files = await server.database.db.selectFrom('uploadedFiles').select('originalName').execute();
    expect(files.map((f) => f.originalName)).not.toContain('big.png');
    expect(await storedUploads(server)).toEqual(before);
  });

  it('needs a session and a file', async () => {
    const { payload, headers } = multipart({ name: 'a.png', type: 'image/png', bytes: PNG_1X1 });
    expect((await call(server.app, { method: 'POST', url: '/front/v1/common/uploadFile', payload, headers })).body.code).toBe(401);
    const json = await call(server.app, {
      method: 'POST',
      url: '/front/v1/common/uploadFile',
      payload: { a: 1 },
      token: await tokenFor(server.app, 'demo_hr'),
    });
    expect(json.body).toMatchObject({ code: 400, msg: '请选择要上传的文件' });
  });

  it('does not serve files outside the upload folder', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' });
    expect(res.statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/uploads/..%2Fpgdata%2FPG_VERSION' })).statusCode).toBe(404);
  });
});
