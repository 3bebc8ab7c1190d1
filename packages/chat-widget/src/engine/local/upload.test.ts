import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchUploader, readUploadAnswer, uploadURL, xhrUploader } from './upload';
import { UPLOAD_CANCELLED } from '../limits';

describe('uploadURL', () => {
  it('uses the chat URL origin with http(s) and the kind', () => {
    expect(uploadURL('ws://127.0.0.1:8080/chat', 'image')).toBe('http://127.0.0.1:8080/chat/files?kind=image');
    expect(uploadURL('wss://chat.example.com/chat', 'file')).toBe('https://chat.example.com/chat/files?kind=file');
    expect(uploadURL('https://example.com:8443/some/path', 'video')).toBe('https://example.com:8443/chat/files?kind=video');
  });
});

describe('readUploadAnswer', () => {
  it('takes data from a success envelope (code 0 or 200)', () => {
    const data = { url: '/chat/files/a.png', size: 3, name: 'a.png', mime: 'image/png' };
    expect(readUploadAnswer(200, JSON.stringify({ code: 200, msg: 'success', data }))).toEqual(data);
    expect(readUploadAnswer(200, JSON.stringify({ code: 0, msg: 'ok', data }))).toEqual(data);
  });

  it.each([
    [413, { code: 7005, msg: 'file too large' }, 7005],
    [400, { code: 4004, msg: 'not an image' }, 4004],
    [400, { code: 7004, msg: 'empty' }, 7004],
  ])('HTTP %i with body code %j rejects with that code', (status, body, code) => {
    expect(() => readUploadAnswer(status, JSON.stringify(body))).toThrow(expect.objectContaining({ code, message: body.msg }));
  });

  it('anything else is a network error (2800)', () => {
    expect(() => readUploadAnswer(502, '<html>Bad gateway</html>')).toThrow(expect.objectContaining({ code: 2800 }));
  });
});

describe('fetchUploader (Node)', () => {
  let server: Server;
  let seen: { url: string; headers: IncomingMessage['headers']; body: string }[];
  let port: number;

  beforeAll(async () => {
    seen = [];
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString('latin1');
        seen.push({ url: request.url ?? '', headers: request.headers, body });
        response.setHeader('content-type', 'application/json');
        if (body.includes('TOO-BIG')) response.end(JSON.stringify({ code: 7005, msg: 'file too large', data: null }));
        else
          response.end(JSON.stringify({ code: 200, msg: 'success', data: { url: '/chat/files/abc.pdf', size: 7, name: 'cv.pdf', mime: 'application/pdf' } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts one multipart `file` part with the UserSig header, reporting 0 then 1', async () => {
    const progress: number[] = [];
    const result = await fetchUploader(fetch)({
      url: `http://127.0.0.1:${port}/chat/files?kind=file`,
      kind: 'file',
      file: new Blob(['%PDF-1.'], { type: 'application/pdf' }),
      fileName: 'cv.pdf',
      authorization: 'UserSig alice:sig-alice',
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ url: '/chat/files/abc.pdf', size: 7, name: 'cv.pdf', mime: 'application/pdf' });
    expect(progress).toEqual([0, 1]);
    const [request] = seen;
    expect(request!.url).toBe('/chat/files?kind=file');
    expect(request!.headers.authorization).toBe('UserSig alice:sig-alice');
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request!.body).toContain('Content-Disposition: form-data; name="file"; filename="cv.pdf"');
    expect(request!.body).toContain('%PDF-1.');
  });

  it('rejects with the service code', async () => {
    const upload = fetchUploader(fetch)({
      url: `http://127.0.0.1:${port}/chat/files?kind=file`,
      kind: 'file',
      file: new Blob(['TOO-BIG']),
      fileName: 'big.bin',
      authorization: 'UserSig alice:sig-alice',
      onProgress: () => undefined,
    });
    await expect(upload).rejects.toMatchObject({ code: 7005 });
  });

  it('rejects with UPLOAD_CANCELLED when its signal aborts it', async () => {
    const controller = new AbortController();
    controller.abort();
    const upload = fetchUploader(fetch)({
      url: `http://127.0.0.1:${port}/chat/files?kind=file`,
      kind: 'file',
      file: new Blob(['x']),
      fileName: 'x',
      authorization: 'UserSig alice:sig-alice',
      onProgress: () => undefined,
      signal: controller.signal,
    });
    await expect(upload).rejects.toMatchObject({ code: UPLOAD_CANCELLED });
  });

  it('rejects with 2800 when the service is unreachable', async () => {
    const upload = fetchUploader(fetch)({
      url: 'http://127.0.0.1:1/chat/files?kind=file',
      kind: 'file',
      file: new Blob(['x']),
      fileName: 'x',
      authorization: '',
      onProgress: () => undefined,
    });
    await expect(upload).rejects.toMatchObject({ code: 2800 });
  });
});

describe('xhrUploader', () => {
  /** Just enough of XMLHttpRequest to drive the uploader: progress events, then the answer. */
  class FakeXHR {
    static last: FakeXHR;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    aborted = false;
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    ontimeout: (() => void) | null = null;
    status = 0;
    responseText = '';
    headers: Record<string, string> = {};
    method = '';
    url = '';
    body: unknown;
    constructor() {
      FakeXHR.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(body: unknown) {
      this.body = body;
    }
  }

  it('reports real upload progress and resolves with the answer', async () => {
    const progress: number[] = [];
    const upload = xhrUploader(FakeXHR as unknown as typeof XMLHttpRequest)({
      url: 'http://h/chat/files?kind=image',
      kind: 'image',
      file: new Blob(['x']),
      fileName: 'a.png',
      authorization: 'UserSig a:b',
      onProgress: (p) => progress.push(p),
    });
    const xhr = FakeXHR.last;
    expect([xhr.method, xhr.url, xhr.headers.Authorization]).toEqual(['POST', 'http://h/chat/files?kind=image', 'UserSig a:b']);
    expect((xhr.body as FormData).get('file')).toBeInstanceOf(Blob);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.status = 200;
    xhr.responseText = JSON.stringify({ code: 200, data: { url: '/u/a.png', size: 1, name: 'a.png', mime: 'image/png' } });
    xhr.onload?.();
    await expect(upload).resolves.toMatchObject({ url: '/u/a.png' });
    expect(progress).toEqual([0, 0.25, 1, 1]);
  });

  it('aborts the request when its signal does, rejecting with UPLOAD_CANCELLED', async () => {
    const controller = new AbortController();
    const upload = xhrUploader(FakeXHR as unknown as typeof XMLHttpRequest)({
      url: 'http://h/chat/files?kind=video',
      kind: 'video',
      file: new Blob(['x']),
      fileName: 'a.mp4',
      authorization: 'UserSig a:b',
      onProgress: () => undefined,
      signal: controller.signal,
    });
    controller.abort();
    expect(FakeXHR.last.aborted).toBe(true);
    await expect(upload).rejects.toMatchObject({ code: UPLOAD_CANCELLED });
  });
});
