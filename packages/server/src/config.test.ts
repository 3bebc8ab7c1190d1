import { loadConfig } from './config';

describe('configuration', () => {
  it('has documented defaults', () => {
    const c = loadConfig({}, '/repo');
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: '/repo/.data', allowMockLogin: false, chatUserPrefix: 'ec_', timeZone: 'Asia/Shanghai' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.tencent).toBeUndefined();
  });

  it('reads every variable', () => {
    const c = loadConfig({ PORT: '0', HOST: '0.0.0.0', DATA_DIR: '/tmp/d', DATABASE_URL: 'postgres://a:b@localhost:5432/app', ALLOW_MOCK_LOGIN: '1', CHAT_USER_PREFIX: 'test_', TENCENT_SDKAPPID: '1400000000', TENCENT_SECRET_KEY: 'k' }, '/repo');
    expect(c).toMatchObject({ port: 0, host: '0.0.0.0', dataDir: '/tmp/d', databaseUrl: 'postgres://a:b@localhost:5432/app', allowMockLogin: true, chatUserPrefix: 'test_', tencent: { sdkAppID: 1400000000, secretKey: 'k' } });
  });

  it('lists the customer-service accounts: none by default, comma-separated, trimmed, once each', () => {
    expect(loadConfig({}, '/repo').chat.customerServiceIDs).toEqual([]);
    expect(loadConfig({ CHAT_CUSTOMER_SERVICE_IDS: ' ec_5, service_1 ,,ec_5' }, '/repo').chat.customerServiceIDs).toEqual(['ec_5', 'service_1']);
  });

  it('takes the per-connection request rate: 50 by default, a positive whole number', () => {
    expect(loadConfig({}, '/repo').chat.requestsPerSecond).toBe(50);
    expect(loadConfig({ CHAT_REQUESTS_PER_SECOND: '400' }, '/repo').chat.requestsPerSecond).toBe(400);
    expect(() => loadConfig({ CHAT_REQUESTS_PER_SECOND: '0' }, '/repo')).toThrow(/CHAT_REQUESTS_PER_SECOND/);
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ALLOW_MOCK_LOGIN: 'yes' })).toThrow(/ALLOW_MOCK_LOGIN/);
    expect(() => loadConfig({ TENCENT_SDKAPPID: '1400000000' })).toThrow(/TENCENT_SDKAPPID and TENCENT_SECRET_KEY go together/);
  });
});
