import { TYPES } from '../constants';
import type { ChatEngine } from '../chat-engine';
import type { Message } from '../message';
import { ERROR_CODES, LIMITS } from '@employment-cloud/chat-protocol';
import { UPLOAD_CANCELLED } from '../limits';
import type { UploadRequest } from './upload';
import { Harness, nodeFile } from '../../../test/harness';

const toBob = { to: 'bob', conversationType: TYPES.CONV_C2C } as const;

/** A 3×2 PNG's first bytes: signature, IHDR length and type, width, height. */
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0]);

describe('sendMessage', () => {
  let h: Harness;
  beforeEach(async () => (h = await Harness.start()));
  afterEach(() => h.stop());

  it('unSend → success: resolves { code: 0, data: { message } } with the server sequence and time', async () => {
    const { chat } = await h.login('alice');
    const message = chat.createTextMessage({ ...toBob, payload: { text: 'hello' } });
    const sending = chat.sendMessage(message);
    expect(message.status).toBe('unSend');
    const result = await sending;
    expect(result).toEqual({ code: 0, data: { message } });
    const stored = h.server.data.byID(message.ID)!;
    expect(message).toMatchObject({ status: 'success', sequence: 1, time: stored.time, flow: 'out', conversationID: 'C2Cbob' });
    expect(h.server.calls('sendMessage')[0].message).toEqual({
      ID: message.ID,
      conversationType: 'C2C',
      to: 'bob',
      type: 'TIMTextElem',
      payload: { text: 'hello' },
      cloudCustomData: '',
      atUserList: [],
      needReadReceipt: false,
      priority: 'Normal',
    });
    expect(chat.findMessage(message.ID)).toBe(message);
  });

  it('unSend → fail: rejects with the server error { code, message } and leaves status fail', async () => {
    const { chat } = await h.login('alice');
    h.server.intercept = (method) => (method === 'sendMessage' ? { error: { code: ERROR_CODES.SENSITIVE_TEXT, message: 'sensitive' } } : undefined);
    const message = chat.createTextMessage({ ...toBob, payload: { text: 'bad words' } });
    await expect(chat.sendMessage(message)).rejects.toMatchObject({ code: 80001, message: 'sensitive' });
    expect(message.status).toBe('fail');
  });

  it('resendMessage keeps the ID, and the server stores the message once', async () => {
    const { chat } = await h.login('alice');
    let first = true;
    h.server.intercept = (method) => {
      if (method !== 'sendMessage' || !first) return undefined;
      first = false;
      return { error: { code: ERROR_CODES.SENSITIVE_TEXT, message: 'refused once' } };
    };
    const message = chat.createTextMessage({ ...toBob, payload: { text: 'again' } });
    await expect(chat.sendMessage(message)).rejects.toMatchObject({ code: ERROR_CODES.SENSITIVE_TEXT });
    await expect(chat.resendMessage(message)).resolves.toMatchObject({ code: 0 });
    await expect(chat.resendMessage(message)).resolves.toMatchObject({ code: 0 }); // already sent: nothing to do
    expect(message.status).toBe('success');
    expect(h.server.calls('sendMessage').map((p) => p.message.ID)).toEqual([message.ID, message.ID]);
    expect(h.server.data.messages.filter((m) => m.ID === message.ID)).toHaveLength(1);
  });

  it('a send refused as too fast (20004) goes again after a pause instead of failing', async () => {
    const { chat } = await h.login('alice');
    let refusals = 2;
    h.server.intercept = (method) => {
      if (method !== 'sendMessage' || refusals === 0) return undefined;
      refusals -= 1;
      return { error: { code: ERROR_CODES.RATE_LIMITED, message: 'too fast' } };
    };
    const message = chat.createTextMessage({ ...toBob, payload: { text: 'patient' } });
    await expect(chat.sendMessage(message)).resolves.toMatchObject({ code: 0 });
    expect(message.status).toBe('success');
    expect(h.server.calls('sendMessage').map((p) => p.message.ID)).toEqual([message.ID, message.ID, message.ID]);
    expect(h.server.data.messages.filter((m) => m.ID === message.ID)).toHaveLength(1);
  });

  it('messages behind one refused as too fast wait for it: the server stores them in the order sent', async () => {
    const { chat } = await h.login('alice');
    let refused = false;
    h.server.intercept = (method) => {
      if (method !== 'sendMessage' || refused) return undefined;
      refused = true;
      return { error: { code: ERROR_CODES.RATE_LIMITED, message: 'too fast' } };
    };
    const messages = ['one', 'two', 'three'].map((text) => chat.createTextMessage({ ...toBob, payload: { text } }));
    await Promise.all(messages.map((message) => chat.sendMessage(message)));
    const IDs = messages.map((message) => message.ID);
    expect(h.server.calls('sendMessage').map((p) => p.message.ID)).toEqual([IDs[0], ...IDs]);
    expect(h.server.data.messages.filter((m) => IDs.includes(m.ID)).map((m) => m.ID)).toEqual(IDs);
  });

  it('a second sendMessage of a message on its way shares the first', async () => {
    const { chat } = await h.login('alice');
    const message = chat.createTextMessage({ ...toBob, payload: { text: 'once' } });
    const [a, b] = await Promise.all([chat.sendMessage(message), chat.sendMessage(message)]);
    expect(a).toBe(b);
    expect(h.server.calls('sendMessage')).toHaveLength(1);
  });

  it('onlineUserOnly is passed on (typing status)', async () => {
    const { chat } = await h.login('alice');
    const typing = chat.createCustomMessage({ ...toBob, payload: { data: JSON.stringify({ businessID: 'user_typing_status', typingStatus: 1 }) } });
    await chat.sendMessage(typing, { onlineUserOnly: true });
    expect(h.server.calls('sendMessage')[0]).toMatchObject({ onlineUserOnly: true });
  });

  describe('client-side checks: refused before anything is sent, status fail', () => {
    let chat: ChatEngine;
    const uploadFile = jest.fn(async (request: UploadRequest) => ({ url: 'https://files/ok', size: request.file.size, name: request.fileName, mime: '' }));
    beforeEach(async () => {
      uploadFile.mockClear();
      ({ chat } = await h.login('alice', { blockedWords: ['Forbidden'], uploadFile }));
    });

    const cases: [string, () => Message, number][] = [
      ['text over 12 KB → 8001', () => chat.createTextMessage({ ...toBob, payload: { text: 'x'.repeat(LIMITS.messageBytes + 1) } }), 8001],
      ['12 KB of CJK text (3 bytes each) → 8001', () => chat.createTextMessage({ ...toBob, payload: { text: '字'.repeat(4100) } }), 8001],
      [
        'a file over 100 MB → 7005',
        () => chat.createFileMessage({ ...toBob, payload: { file: nodeFile('big.bin', 'application/octet-stream', LIMITS.fileBytes + 1) } }),
        7005,
      ],
      [
        'a video over 100 MB → 7005',
        () => chat.createVideoMessage({ ...toBob, payload: { file: nodeFile('big.mp4', 'video/mp4', LIMITS.fileBytes + 1) } }),
        7005,
      ],
      ['no file → 7004', () => chat.createFileMessage({ ...toBob, payload: { file: undefined as never } }), 7004],
      ['an empty file → 7004', () => chat.createImageMessage({ ...toBob, payload: { file: nodeFile('a.png', 'image/png', 0) } }), 7004],
      ['an image that is a PDF → 4004', () => chat.createImageMessage({ ...toBob, payload: { file: nodeFile('a.pdf', 'application/pdf', 10) } }), 4004],
      ['an SVG image → 4004', () => chat.createImageMessage({ ...toBob, payload: { file: nodeFile('a.svg', 'image/svg+xml', 10) } }), 4004],
      ['blocked words, any case → 3123', () => chat.createTextMessage({ ...toBob, payload: { text: 'this is forbidden' } }), 3123],
    ];

    it.each(cases)('%s', async (_what, make, code) => {
      const message = make();
      const error = await chat.sendMessage(message).catch((e: unknown) => e);
      expect(error).toMatchObject({ code, message: expect.any(String) });
      expect(error).toBeInstanceOf(Error);
      expect(message.status).toBe('fail');
      expect(uploadFile).not.toHaveBeenCalled();
      expect(h.server.calls('sendMessage')).toHaveLength(0);
    });

    it('accepts text just under 12 KB, and an image named .webp without a type', async () => {
      await expect(chat.sendMessage(chat.createTextMessage({ ...toBob, payload: { text: 'x'.repeat(12_000) } }))).resolves.toMatchObject({ code: 0 });
      const webp = chat.createImageMessage({ ...toBob, payload: { file: nodeFile('a.WEBP', '', 10) } });
      await expect(chat.sendMessage(webp)).resolves.toMatchObject({ code: 0 });
      expect(uploadFile).toHaveBeenCalledTimes(1);
    });
  });

  it('not logged in → 2024, status fail', async () => {
    const chat = h.engine();
    const message = chat.createTextMessage({ ...toBob, payload: { text: 'hi' } });
    await expect(chat.sendMessage(message)).rejects.toMatchObject({ code: ERROR_CODES.NOT_LOGGED_IN });
    expect(message.status).toBe('fail');
  });

  describe('media', () => {
    function fakeUploader(steps: number[]) {
      const requests: UploadRequest[] = [];
      const uploadFile = jest.fn(async (request: UploadRequest) => {
        requests.push(request);
        for (const step of steps) request.onProgress(step);
        return { url: `https://files/${request.kind}/${request.fileName}`, size: request.file.size, name: request.fileName, mime: request.file.type };
      });
      return { uploadFile, requests };
    }

    it('uploads first, reporting progress 0 → 1 on the message and to onProgress, then sends the URL', async () => {
      const { uploadFile, requests } = fakeUploader([0, 0.25, 0.2, 0.75, 1]);
      const { chat } = await h.login('alice', { uploadFile });
      const onProgress = jest.fn();
      const seen: number[] = [];
      const message = chat.createImageMessage({
        ...toBob,
        payload: { file: nodeFile('photo.png', 'image/png', png) },
        onProgress: (p) => (onProgress(p), seen.push(message.progress)),
      });
      await chat.sendMessage(message);
      expect(onProgress.mock.calls.map(([p]) => p)).toEqual([0, 0.25, 0.75, 1]); // never backwards
      expect(seen).toEqual([0, 0.25, 0.75, 1]);
      expect(message.progress).toBe(1);
      expect(requests[0]).toMatchObject({
        url: `${h.server.url.replace('ws://', 'http://').replace('/chat', '')}/chat/files?kind=image`,
        kind: 'image',
        fileName: 'photo.png',
        authorization: 'UserSig alice:sig-alice',
      });
      expect(requests[0]!.file.size).toBe(png.byteLength);
      const url = 'https://files/image/photo.png';
      expect(message.payload).toEqual({
        uuid: 'photo.png',
        imageFormat: 3,
        imageInfoArray: [0, 1, 2].map((type) => ({ type, url, width: 3, height: 2, size: png.byteLength })),
        fileName: 'photo.png', // the previewer saves it under this name
      });
      expect(h.server.calls('sendMessage')[0].message.payload).toEqual(message.payload);
      expect(message.status).toBe('success');
    });

    it('makes a URL path from the service absolute on its origin (the widget may be embedded elsewhere)', async () => {
      const uploadFile = jest.fn(async (request: UploadRequest) => ({ url: '/chat/files/abc.pdf', size: 3, name: request.fileName, mime: '' }));
      const { chat } = await h.login('alice', { uploadFile });
      const file = chat.createFileMessage({ ...toBob, payload: { file: nodeFile('cv.pdf', 'application/pdf', 3) } });
      await chat.sendMessage(file);
      expect(file.payload.fileUrl).toBe(`${h.server.url.replace('ws://', 'http://').replace(/\/chat$/, '')}/chat/files/abc.pdf`);
    });

    it('fills audio, video and file payloads with the uploaded URL', async () => {
      const { uploadFile } = fakeUploader([1]);
      const { chat } = await h.login('alice', { uploadFile });
      const audio = chat.createAudioMessage({ ...toBob, payload: { file: { ...nodeFile('v.m4a', 'audio/mp4', 9), duration: 3400 } as never } });
      const video = chat.createVideoMessage({ ...toBob, payload: { file: nodeFile('v.mp4', 'video/mp4', 8) } });
      const file = chat.createFileMessage({ ...toBob, payload: { file: nodeFile('cv.pdf', 'application/pdf', 7) } });
      await Promise.all([audio, video, file].map((m) => chat.sendMessage(m)));
      expect(audio.payload).toMatchObject({ url: 'https://files/audio/v.m4a', second: 3, size: 9 });
      expect(video.payload).toMatchObject({ videoUrl: 'https://files/video/v.mp4', videoSize: 8, videoFormat: 'mp4' });
      expect(file.payload).toMatchObject({ fileUrl: 'https://files/file/cv.pdf', fileName: 'cv.pdf', fileSize: 7 });
    });

    it('an upload failure fails the message with its code; a resend uploads again', async () => {
      let calls = 0;
      const uploadFile = jest.fn(async (request: UploadRequest) => {
        if (++calls === 1) throw Object.assign(new Error('banned'), { code: ERROR_CODES.BANNED_FILE });
        return { url: 'https://files/x', size: request.file.size, name: request.fileName, mime: '' };
      });
      const { chat } = await h.login('alice', { uploadFile });
      const message = chat.createFileMessage({ ...toBob, payload: { file: nodeFile('x.exe', 'application/octet-stream', 4) } });
      await expect(chat.sendMessage(message)).rejects.toMatchObject({ code: ERROR_CODES.BANNED_FILE });
      expect(message.status).toBe('fail');
      expect(h.server.calls('sendMessage')).toHaveLength(0);
      await chat.resendMessage(message);
      expect(uploadFile).toHaveBeenCalledTimes(2);
      expect(message.payload.fileUrl).toBe('https://files/x');
    });

    it('cancelUpload stops an upload on its way: the send rejects with UPLOAD_CANCELLED and nothing is sent', async () => {
      let started: () => void = () => undefined;
      const uploading = new Promise<void>((resolve) => (started = resolve));
      const uploadFile = jest.fn(
        (request: UploadRequest) =>
          new Promise<never>((_, reject) => {
            request.onProgress(0.3);
            request.signal?.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { code: UPLOAD_CANCELLED })));
            started();
          }),
      );
      const { chat } = await h.login('alice', { uploadFile });
      const message = chat.createVideoMessage({ ...toBob, payload: { file: nodeFile('interview.mp4', 'video/mp4', 9) } });
      expect(chat.cancelUpload!(message)).toBe(false); // not uploading yet
      const sending = chat.sendMessage(message);
      await uploading;
      expect(chat.cancelUpload!(message)).toBe(true);
      await expect(sending).rejects.toMatchObject({ code: UPLOAD_CANCELLED });
      expect(message.status).toBe('fail');
      expect(h.server.calls('sendMessage')).toHaveLength(0);
      expect(chat.cancelUpload!(message)).toBe(false); // over
    });

    it('forwarding a sent image sends its URL without uploading', async () => {
      const { uploadFile } = fakeUploader([1]);
      const { chat } = await h.login('alice', { uploadFile });
      const image = chat.createImageMessage({ ...toBob, payload: { file: nodeFile('p.png', 'image/png', png) } });
      await chat.sendMessage(image);
      const copy = chat.createForwardMessage({ to: 'carol', conversationType: TYPES.CONV_C2C, payload: image });
      await chat.sendMessage(copy);
      expect(uploadFile).toHaveBeenCalledTimes(1);
      expect(copy.payload).toEqual(image.payload);
    });
  });
});
