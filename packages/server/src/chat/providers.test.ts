import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderUploadStore } from '../uploads/folder-store';
import { transcribe, translateTexts, uploadedAudio } from './providers';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const codeOf = async (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { code: number }) => error.code,
  );

describe('translation provider', () => {
  it('posts each text LibreTranslate-style and keeps the order', async () => {
    const bodies: Record<string, unknown>[] = [];
    const fetchFn = (async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      return json({ translatedText: `<${body.target}>${body.q}` });
    }) as unknown as typeof fetch;
    const out = await translateTexts(fetchFn, { url: 'http://t/translate', apiKey: 'k' }, ['你好', '再见'], 'auto', 'en');
    expect(out).toEqual(['<en>你好', '<en>再见']);
    expect(bodies[0]).toEqual({ q: '你好', source: 'auto', target: 'en', format: 'text', api_key: 'k' });
  });

  it('turns failures into 2800', async () => {
    const failing = (async () => json({ error: 'x' }, 500)) as unknown as typeof fetch;
    expect(await codeOf(translateTexts(failing, { url: 'http://t' }, ['a'], 'auto', 'en'))).toBe(2800);
    const odd = (async () => json({ nothing: true })) as unknown as typeof fetch;
    expect(await codeOf(translateTexts(odd, { url: 'http://t' }, ['a'], 'auto', 'en'))).toBe(2800);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await codeOf(translateTexts(down, { url: 'http://t' }, ['a'], 'auto', 'en'))).toBe(2800);
  });
});

describe('speech provider', () => {
  let dataDir: string;
  let uploads: FolderUploadStore;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'ec-speech-'));
    uploads = new FolderUploadStore(join(dataDir, 'uploads'));
    await uploads.save(`${'a'.repeat(32)}.m4a`, [Buffer.from('audio')], 100);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('reads only files uploaded here', async () => {
    const name = `${'a'.repeat(32)}.m4a`;
    expect((await uploadedAudio(uploads, `http://host:8080/uploads/${name}`)).bytes.toString()).toBe('audio');
    expect((await uploadedAudio(uploads, `/uploads/${name}`)).name).toBe(name);
    expect(await codeOf(uploadedAudio(uploads, 'http://169.254.169.254/latest/meta-data'))).toBe(2000);
    expect(await codeOf(uploadedAudio(uploads, '/uploads/../../etc/passwd'))).toBe(2000);
    expect(await codeOf(uploadedAudio(uploads, `/uploads/${'b'.repeat(32)}.m4a`))).toBe(7004);
  });

  it('posts the audio as multipart and answers the text', async () => {
    let form: FormData | undefined;
    let headers: HeadersInit | undefined;
    const fetchFn = (async (_url: string, init: RequestInit) => {
      form = init.body as FormData;
      headers = init.headers;
      return json({ text: '明天上午十点面试' });
    }) as unknown as typeof fetch;
    const text = await transcribe(fetchFn, { url: 'http://s/v1/audio/transcriptions', apiKey: 'sk' }, { bytes: Buffer.from('audio'), name: 'a.m4a' }, 'zh');
    expect(text).toBe('明天上午十点面试');
    expect(form!.get('language')).toBe('zh');
    expect(form!.get('model')).toBe('whisper-1');
    expect(headers).toEqual({ authorization: 'Bearer sk' });
  });
});
