import { loadConfig } from '../config';

describe('chat service configuration', () => {
  it('has documented defaults', () => {
    expect(loadConfig({}, '/repo').chat).toEqual({
      adminUserID: 'administrator',
      multiInstance: true,
      sensitiveWords: [],
      revokeSeconds: 120,
      fileLimitBytes: 100 * 1024 * 1024,
      translate: undefined,
      speech: undefined,
      customerServiceIDs: [],
      requestsPerSecond: 50,
    });
  });

  it('reads every variable', () => {
    const { chat } = loadConfig(
      {
        CHAT_ADMIN_USER_ID: 'system',
        CHAT_MULTI_INSTANCE: '0',
        CHAT_SENSITIVE_WORDS: ' Foo ,违禁,,foo',
        CHAT_REVOKE_SECONDS: '5',
        CHAT_FILE_LIMIT_BYTES: '1024',
        CHAT_TRANSLATE_URL: 'http://localhost:5000/translate',
        CHAT_TRANSLATE_API_KEY: 'k1',
        CHAT_SPEECH_URL: 'http://localhost:9000/v1/audio/transcriptions',
        CHAT_CUSTOMER_SERVICE_IDS: ' ec_5, service_1 ,,ec_5',
        CHAT_REQUESTS_PER_SECOND: '400',
      },
      '/repo',
    );
    expect(chat).toEqual({
      adminUserID: 'system',
      multiInstance: false,
      sensitiveWords: ['foo', '违禁'],
      revokeSeconds: 5,
      fileLimitBytes: 1024,
      translate: { url: 'http://localhost:5000/translate', apiKey: 'k1' },
      speech: { url: 'http://localhost:9000/v1/audio/transcriptions', apiKey: undefined },
      customerServiceIDs: ['ec_5', 'service_1'],
      requestsPerSecond: 400,
    });
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ CHAT_REVOKE_SECONDS: '0' })).toThrow(/CHAT_REVOKE_SECONDS/);
    expect(() => loadConfig({ CHAT_TRANSLATE_URL: 'not a url' })).toThrow(/CHAT_TRANSLATE_URL/);
    expect(() => loadConfig({ CHAT_ADMIN_USER_ID: 'has|bar' })).toThrow(/CHAT_ADMIN_USER_ID/);
    expect(() => loadConfig({ CHAT_ADMIN_USER_ID: 'ec_12' })).toThrow(/CHAT_ADMIN_USER_ID must not be the chat user ID of a platform user/);
    expect(() => loadConfig({ CHAT_MULTI_INSTANCE: 'yes' })).toThrow(/CHAT_MULTI_INSTANCE/);
    expect(() => loadConfig({ CHAT_REQUESTS_PER_SECOND: '0' })).toThrow(/CHAT_REQUESTS_PER_SECOND/);
  });
});
