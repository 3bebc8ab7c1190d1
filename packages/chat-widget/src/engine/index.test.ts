/**
 * The public entry loads in plain Node (this project's environment is `node`: no window, no
 * document, no WebSocket) and exports the engine's API.
 */
import * as engine from './index';

describe('@employment-cloud/chat-widget/engine', () => {
  it('loads without a DOM', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  it('exports the factory, the SDK constants and the error codes, nothing else at runtime', () => {
    expect(Object.keys(engine).sort()).toEqual([
      'ChatError',
      'ERROR_CODES',
      'EVENT',
      'LIMITS',
      'READ_RECEIPT_FILTER',
      'TSIGNALING',
      'TYPES',
      'UPLOAD_CANCELLED', // what a send rejects with after cancelUpload
      'createLocalChat',
    ]);
    expect(engine.EVENT.MESSAGE_RECEIVED).toBe('onMessageReceived');
    expect(engine.TYPES.MSG_TEXT).toBe('TIMTextElem');
    expect(engine.ERROR_CODES.MESSAGE_TOO_LONG).toBe(8001);
  });

  it('creates an engine without touching the network', () => {
    const chat = engine.createLocalChat({ url: 'ws://127.0.0.1:9/chat' });
    expect(chat.isReady()).toBe(false);
    expect(chat.getTotalUnreadMessageCount()).toBe(0);
    expect(chat.findMessage('x')).toBeNull();
  });
});
