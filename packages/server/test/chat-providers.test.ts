import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loggedIn, sigFor } from './chat-client';
import { chatId } from './fixtures';
import { call, startTestServer, type TestServer } from '@employment-cloud/test-support/server/harness';
import { multipart } from './multipart';

describe('translation and voice-to-text without a provider', () => {
  it('answer 2902 (feature not enabled)', async () => {
    const server = await startTestServer();
    try {
      const client = await loggedIn(server, 'demo_hr');
      expect(await client.failure('translateText', { sourceTextList: ['你好'], source: 'auto', target: 'en' })).toBe(2902);
      expect(await client.failure('convertVoiceToText', { url: '/uploads/x.m4a' })).toBe(2902);
      await client.close();
    } finally {
      await server.close();
    }
  });
});

describe('with CHAT_TRANSLATE_URL and CHAT_SPEECH_URL', () => {
  let fake: Server;
  let server: TestServer;
  const seen: { path: string; contentType: string; body: string }[] = [];

  beforeAll(async () => {
    // A stand-in for LibreTranslate and an OpenAI-style transcription service.
    fake = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        seen.push({ path: req.url ?? '', contentType: req.headers['content-type'] ?? '', body });
        res.setHeader('content-type', 'application/json');
        if (req.url === '/translate') {
          const { q, target } = JSON.parse(body);
          res.end(JSON.stringify(q === 'fail' ? { error: 'boom' } : { translatedText: `${target}:${q}` }));
        } else res.end(JSON.stringify({ text: 'transcribed words' }));
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const { port } = fake.address() as AddressInfo;
    server = await startTestServer({
      CHAT_TRANSLATE_URL: `http://127.0.0.1:${port}/translate`,
      CHAT_SPEECH_URL: `http://127.0.0.1:${port}/v1/audio/transcriptions`,
    });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  it('translates through the provider', async () => {
    const client = await loggedIn(server, 'demo_hr');
    const { translatedTextList } = await client.request('translateText', { sourceTextList: ['你好', '谢谢'], source: 'auto', target: 'en' });
    expect(translatedTextList).toEqual(['en:你好', 'en:谢谢']);
    expect(await client.failure('translateText', { sourceTextList: ['fail'], source: 'auto', target: 'en' })).toBe(2800);
    await client.close();
  });

  it('converts an uploaded voice message to text', async () => {
    const client = await loggedIn(server, 'demo_c1');
    const userID = await chatId(server, 'demo_c1');
    const audio = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypM4A '), Buffer.alloc(200, 1)]);
    const { payload, headers } = multipart({ name: 'voice.m4a', type: 'audio/mp4', bytes: audio });
    const uploaded = await call(server.app, {
      method: 'POST',
      url: '/chat/files?kind=audio',
      payload,
      headers: { ...headers, authorization: `UserSig ${userID}:${await sigFor(server, userID)}` },
    });
    expect(uploaded.body.code).toBe(200);
    expect(await client.request('convertVoiceToText', { url: uploaded.body.data.url, language: 'zh' })).toEqual({ result: 'transcribed words' });
    const request = seen.find((s) => s.path === '/v1/audio/transcriptions')!;
    expect(request.contentType).toMatch(/^multipart\/form-data/);
    expect(request.body).toContain('ftypM4A');
    expect(await client.failure('convertVoiceToText', { url: 'http://elsewhere.example/voice.m4a' })).toBe(2000);
    await client.close();
  });
});
