// An upload the client gives up on half way (the widget's × on an uploading bubble aborts its
// request): the server keeps nothing of it, neither the bytes nor a row, in either store.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sigFor } from './chat-client';
import { chatId } from './fixtures';
import { startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';
import { storedUploads } from '@employment-cloud/test-support/server/stored-uploads';

let server: TestServer;
let auth: string;
let port = 0;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
  const userID = await chatId(server, 'demo_c1');
  auth = `UserSig ${userID}:${await sigFor(server, userID)}`;
});
afterAll(() => server.close());

/** Polls `read` until it answers `expected` (or 10 s pass), then compares. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 10_000;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    last = await read();
  }
  expect(last).toEqual(expected);
}

const uploadRows = async () =>
  (
    await server.database.db
      .selectFrom('uploadedFiles')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

it('keeps nothing of an upload whose request is aborted half way', async () => {
  const before = await storedUploads(server);
  const rowsBefore = Number(await uploadRows());
  const boundary = '----ecabort';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="面试视频.mp4"\r\nContent-Type: video/mp4\r\n\r\n`);
  const total = 8 * 1024 * 1024;
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/chat/files?kind=video',
    headers: { authorization: auth, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + total + 64) },
  });
  req.on('error', () => undefined); // the abort below
  const answered = new Promise<boolean>((resolve) => {
    req.on('response', () => resolve(true));
    req.on('close', () => resolve(false));
  });
  req.write(head);
  // A first megabyte, then wait until the server is writing the file: a partial file appears.
  req.write(Buffer.alloc(1024 * 1024, 7));
  await eventually(async () => (await storedUploads(server)).length > before.length, true);
  req.destroy();
  expect(await answered).toBe(false);
  await eventually(() => storedUploads(server), before);
  expect(Number(await uploadRows())).toBe(rowsBefore);
});
