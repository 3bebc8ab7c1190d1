import { loadConfig } from './config';

describe('configuration', () => {
  it('has documented defaults', () => {
    const c = loadConfig({}, '/repo');
    expect(c).toMatchObject({ port: 8080, host: '127.0.0.1', dataDir: '/repo/.data', allowMockLogin: false, chatUserPrefix: 'ec_', timeZone: 'Asia/Shanghai' });
    expect(c.databaseUrl).toBeUndefined();
    expect(c.pgliteSharedBuffers).toBe('16MB');
    expect(c.tencent).toBeUndefined();
  });

  it('reads every variable', () => {
    const c = loadConfig(
      {
        PORT: '0',
        HOST: '0.0.0.0',
        DATA_DIR: '/tmp/d',
        DATABASE_URL: 'postgres://a:b@localhost:5432/app',
        ALLOW_MOCK_LOGIN: '1',
        CHAT_USER_PREFIX: 'test_',
        TENCENT_SDKAPPID: '1400000000',
        TENCENT_SECRET_KEY: 'k',
        PGLITE_SHARED_BUFFERS: '64MB',
      },
      '/repo',
    );
    expect(c).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dataDir: '/tmp/d',
      databaseUrl: 'postgres://a:b@localhost:5432/app',
      allowMockLogin: true,
      chatUserPrefix: 'test_',
      tencent: { sdkAppID: 1400000000, secretKey: 'k' },
      pgliteSharedBuffers: '64MB',
    });
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ALLOW_MOCK_LOGIN: 'yes' })).toThrow(/ALLOW_MOCK_LOGIN/);
    expect(() => loadConfig({ TENCENT_SDKAPPID: '1400000000' })).toThrow(/TENCENT_SDKAPPID and TENCENT_SECRET_KEY go together/);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: '16 megabytes' })).toThrow(/PGLITE_SHARED_BUFFERS: a size such as 16MB/);
  });
});

describe('several nodes', () => {
  it('names the node from NODE_ID, else from the host and process', () => {
    expect(loadConfig({ NODE_ID: 'node-a' }).nodeId).toBe('node-a');
    expect(loadConfig({}).nodeId).toMatch(new RegExp(`-${process.pid}-[0-9a-f]{6}$`));
    expect(() => loadConfig({ NODE_ID: 'a b' })).toThrow(/NODE_ID/);
  });

  it('believes forwarded headers only from the balancers it is told of', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});
