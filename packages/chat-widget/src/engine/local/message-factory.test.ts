import { TYPES } from '../constants';
import type { ChatEngine } from '../chat-engine';
import { Harness, nodeFile } from '../../../test/harness';

const base = { to: 'bob', conversationType: TYPES.CONV_C2C } as const;

/** Fields every new message has, whatever its type. */
const fresh = {
  ID: expect.stringMatching(/^alice-/),
  conversationID: 'C2Cbob',
  conversationType: 'C2C',
  to: 'bob',
  from: 'alice',
  flow: 'out',
  status: 'unSend',
  progress: 0,
  priority: 'Normal',
  nick: 'Nick alice',
  avatar: 'https://avatars/alice.png',
  isRevoked: false,
  isDeleted: false,
  hasRiskContent: false,
  needReadReceipt: false,
  isPeerRead: false,
  readReceiptInfo: { readCount: 0, unreadCount: 0, isPeerRead: false },
  atUserList: [],
  cloudCustomData: '',
  sequence: 0,
  time: expect.any(Number),
};

describe('create*Message', () => {
  let h: Harness;
  let chat: ChatEngine;
  beforeAll(async () => {
    h = await Harness.start();
    ({ chat } = await h.login('alice'));
  });
  afterAll(() => h.stop());

  it('text: the SDK shape, status unSend, nothing sent yet', () => {
    const message = chat.createTextMessage({ ...base, payload: { text: 'hello' }, cloudCustomData: '{"x":1}', needReadReceipt: true });
    expect(message).toMatchObject({ ...fresh, type: TYPES.MSG_TEXT, payload: { text: 'hello' }, cloudCustomData: '{"x":1}', needReadReceipt: true });
    expect(h.server.calls('sendMessage')).toHaveLength(0);
  });

  it('gives every message its own ID', () => {
    const IDs = new Set(Array.from({ length: 500 }, () => chat.createTextMessage({ ...base, payload: { text: 'x' } }).ID));
    expect(IDs.size).toBe(500);
  });

  it('text with @: payload.atUserList and message.atUserList, in a group', () => {
    const message = chat.createTextAtMessage({
      to: 'g1',
      conversationType: TYPES.CONV_GROUP,
      payload: { text: '@bob @all hi', atUserList: ['bob', TYPES.MSG_AT_ALL] },
      priority: TYPES.MSG_PRIORITY_HIGH,
    });
    expect(message).toMatchObject({
      type: TYPES.MSG_TEXT,
      conversationID: 'GROUPg1',
      conversationType: 'GROUP',
      priority: 'High',
      payload: { text: '@bob @all hi', atUserList: ['bob', '__kImSDK_MesssageAtALL__'] },
      atUserList: ['bob', '__kImSDK_MesssageAtALL__'],
    });
  });

  it('image, audio, video and file: empty URLs until the upload', () => {
    expect(chat.createImageMessage({ ...base, payload: { file: nodeFile('a.png', 'image/png', 10) } })).toMatchObject({
      ...fresh,
      type: TYPES.MSG_IMAGE,
      payload: { uuid: '', imageFormat: 255, imageInfoArray: [] },
    });
    expect(chat.createAudioMessage({ ...base, payload: { file: nodeFile('a.mp3', 'audio/mpeg', 10), second: 4 } })).toMatchObject({
      type: TYPES.MSG_AUDIO,
      payload: { url: '', second: 4, size: 10 },
    });
    expect(chat.createVideoMessage({ ...base, payload: { file: nodeFile('a.mp4', 'video/mp4', 12) } })).toMatchObject({
      type: TYPES.MSG_VIDEO,
      payload: { videoUrl: '', videoFormat: 'mp4', videoSize: 12, snapshotUrl: '' },
    });
    expect(chat.createFileMessage({ ...base, payload: { file: nodeFile('cv.pdf', 'application/pdf', 3) } })).toMatchObject({
      type: TYPES.MSG_FILE,
      payload: { fileName: 'cv.pdf', fileSize: 3, fileUrl: '' },
    });
  });

  it('takes a Blob and an <input type="file">-like object too', () => {
    const blob = new Blob([new Uint8Array(5)], { type: 'application/pdf' });
    expect(chat.createFileMessage({ ...base, payload: { file: blob } }).payload).toMatchObject({ fileName: 'file', fileSize: 5 });
    const input = { files: [new File([new Uint8Array(6)], 'x.txt', { type: 'text/plain' })] };
    expect(chat.createFileMessage({ ...base, payload: { file: input } }).payload).toMatchObject({ fileName: 'x.txt', fileSize: 6 });
  });

  it('face, custom and location', () => {
    expect(chat.createFaceMessage({ ...base, payload: { index: 1, data: 'yz00@2x' } })).toMatchObject({
      type: TYPES.MSG_FACE,
      payload: { index: 1, data: 'yz00@2x' },
    });
    const data = JSON.stringify({ businessID: 'askResume', text: 'your resume?' });
    expect(chat.createCustomMessage({ ...base, payload: { data, description: 'ask', extension: 'ext' } })).toMatchObject({
      type: TYPES.MSG_CUSTOM,
      payload: { data, description: 'ask', extension: 'ext' },
    });
    expect(chat.createCustomMessage({ ...base, payload: { data } }).payload).toEqual({ data, description: '', extension: '' });
    expect(chat.createLocationMessage({ ...base, payload: { description: 'Office', longitude: 116.4, latitude: 39.9 } })).toMatchObject({
      type: TYPES.MSG_LOCATION,
      payload: { description: 'Office', longitude: 116.4, latitude: 39.9 },
    });
  });

  it('merger: the messages simplified into messageBody, with title and abstracts', () => {
    const a = chat.createTextMessage({ ...base, payload: { text: 'one' } });
    const b = chat.createFaceMessage({ ...base, payload: { index: 0, data: 'x' } });
    const merged = chat.createMergerMessage({
      ...base,
      payload: { messageList: [a, b], title: 'Chat history', abstractList: ['alice: one', 'alice: [face]'], compatibleText: 'upgrade' },
    });
    expect(merged).toMatchObject({
      type: TYPES.MSG_MERGER,
      payload: {
        title: 'Chat history',
        abstractList: ['alice: one', 'alice: [face]'],
        compatibleText: 'upgrade',
        layersOverLimit: false,
        messageList: [
          { ID: a.ID, from: 'alice', nick: 'Nick alice', messageBody: [{ type: TYPES.MSG_TEXT, payload: { text: 'one' } }] },
          { ID: b.ID, messageBody: [{ type: TYPES.MSG_FACE, payload: { index: 0, data: 'x' } }] },
        ],
      },
    });
  });

  it('forward: a copy with a new ID for another conversation', () => {
    const original = chat.createTextMessage({ ...base, payload: { text: 'fwd me' } });
    const copy = chat.createForwardMessage({ to: 'g1', conversationType: TYPES.CONV_GROUP, payload: original });
    expect(copy).toMatchObject({ type: TYPES.MSG_TEXT, payload: { text: 'fwd me' }, conversationID: 'GROUPg1', status: 'unSend' });
    expect(copy.ID).not.toBe(original.ID);
    expect(copy.payload).not.toBe(original.payload);
  });

  it('before login: from is empty until sendMessage (which then fails with 2024)', async () => {
    const loggedOut = h.engine();
    const message = loggedOut.createTextMessage({ ...base, payload: { text: 'hi' } });
    expect(message).toMatchObject({ from: '', flow: 'out', status: 'unSend', ID: expect.stringMatching(/^anonymous-/) });
  });
});
