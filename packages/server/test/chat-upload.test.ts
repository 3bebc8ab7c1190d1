import fc from 'fast-check';
import { sigFor } from './chat-client';
import { chatId } from './fixtures';
import { call, startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart, PNG_1X1 } from './multipart';
import { storedUploads } from '@employment-cloud/test-support/server/stored-uploads';

const LIMIT = 3_500_000;
let server: TestServer;
let auth: string;

beforeAll(async () => {
  server = await startTestServer({ CHAT_FILE_LIMIT_BYTES: String(LIMIT), WIDGET_ALLOWED_ORIGINS: 'https://portal.example' });
  const userID = await chatId(server, 'demo_c1');
  auth = `UserSig ${userID}:${await sigFor(server, userID)}`;
});
afterAll(() => server.close());

const upload = (file: Parameters<typeof multipart>[0], options: { kind?: string; authorization?: string | null } = {}) => {
  const { payload, headers } = multipart(file);
  const authorization = options.authorization === undefined ? auth : options.authorization;
  return call(server.app, {
    method: 'POST',
    url: `/chat/files${options.kind ? `?kind=${options.kind}` : ''}`,
    payload,
    headers: { ...headers, host: 'chat.example:8080', ...(authorization ? { authorization } : {}) },
  });
};
const uploadsNow = () => storedUploads(server);

describe('POST /chat/files', () => {
  it('stores an image under a random name and answers its absolute URL', async () => {
    const res = await upload({ name: '截图.png', type: 'image/png', bytes: PNG_1X1 }, { kind: 'image' });
    expect(res.body).toEqual({
      code: 200,
      msg: 'success',
      data: {
        url: expect.stringMatching(/^http:\/\/chat\.example:8080\/uploads\/[0-9a-f]{32}\.png$/),
        size: PNG_1X1.length,
        name: '截图.png',
        mime: 'image/png',
      },
    });
    const path = new URL(res.body.data.url).pathname;
    expect(await uploadsNow()).toContain(path.split('/').pop());
    const served = await server.app.inject({ method: 'GET', url: path });
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    // Sent without an Origin (not from a page): no CORS answer is needed.
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('takes files above the REST upload limit of 2 MB up to its own limit', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const res = await upload({ name: 'big.pdf', type: 'application/pdf', bytes });
    expect(res.body.code).toBe(200);
    expect(res.body.data).toMatchObject({ size: bytes.length, mime: 'application/pdf' });
  });

  it('refuses a file over the limit (7005) and keeps nothing of it', async () => {
    const before = await uploadsNow();
    const res = await upload({ name: 'huge.bin', type: 'application/octet-stream', bytes: Buffer.alloc(LIMIT + 1, 1) });
    expect(res.body).toMatchObject({ code: 7005, data: null });
    expect(await uploadsNow()).toEqual(before);
  });

  it('refuses an empty file or none (7004)', async () => {
    expect((await upload({ name: 'empty.txt', type: 'text/plain', bytes: Buffer.alloc(0) })).body.code).toBe(7004);
    const json = await call(server.app, { method: 'POST', url: '/chat/files', payload: { file: 'x' }, headers: { authorization: auth } });
    expect(json.body.code).toBe(7004);
  });

  it('refuses an image that is not one by its bytes (4004), and keeps nothing of it', async () => {
    const before = await uploadsNow();
    const res = await upload({ name: 'fake.png', type: 'image/png', bytes: Buffer.from('<svg onload="alert(1)"></svg>') }, { kind: 'image' });
    expect(res.body.code).toBe(4004);
    expect((await upload({ name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) })).body.code).toBe(7004);
    expect(await uploadsNow()).toEqual(before);
  });

  it('serves what it cannot identify as opaque bytes, never as a page', async () => {
    const res = await upload({ name: 'page.html', type: 'text/html', bytes: Buffer.from('<html><script>alert(1)</script></html>') });
    expect(res.body.data).toMatchObject({ name: 'page.html', mime: 'application/octet-stream', url: expect.stringMatching(/\.bin$/) });
    const served = await server.app.inject({ method: 'GET', url: new URL(res.body.data.url).pathname });
    expect(served.headers['content-type']).not.toMatch(/html/);
  });

  it('needs a valid UserSig of an existing user', async () => {
    const userID = await chatId(server, 'demo_c1');
    const png = { name: 'a.png', type: 'image/png', bytes: PNG_1X1 };
    expect((await upload(png, { authorization: null })).body.code).toBe(70003);
    expect((await upload(png, { authorization: `Bearer ${auth}` })).body.code).toBe(70003);
    expect((await upload(png, { authorization: `UserSig ${userID}:${await sigFor(server, userID, { secretKey: 'wrong' })}` })).body.code).toBe(70003);
    expect((await upload(png, { authorization: `UserSig ${userID}:${await sigFor(server, userID, { now: 1_600_000_000, expire: 10 })}` })).body.code).toBe(
      70001,
    );
    const other = await chatId(server, 'demo_c2');
    expect((await upload(png, { authorization: `UserSig ${userID}:${await sigFor(server, other)}` })).body.code).toBe(70013);
  });

  it('answers a CORS preflight from an allowed portal, and from no other', async () => {
    const res = await server.app.inject({
      method: 'OPTIONS',
      url: '/chat/files',
      headers: { origin: 'https://portal.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://portal.example');
    expect(res.headers['access-control-allow-headers']).toContain('authorization');
    const other = await server.app.inject({
      method: 'OPTIONS',
      url: '/chat/files',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('never answers generated requests with a 5xx or without the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary' }),
        fc.boolean(),
        fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x'),
        async (body, withAuth, type) => {
          const res = await server.app.inject({
            method: 'POST',
            url: '/chat/files?kind=image',
            payload: body,
            headers: { 'content-type': type, ...(withAuth ? { authorization: auth } : {}) },
          });
          expect(res.statusCode).toBeLessThan(500);
          expect(Object.keys(res.json()).sort()).toEqual(['code', 'data', 'msg']);
        },
      ),
      { numRuns: 40 },
    );
  });
});
