import { APP, builds, KEY, NOW } from '../../test/builds';

describe.each(builds)('UserSigBuilder (%s build)', (_name, b) => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(Date, 'now').mockReturnValue(NOW * 1000);
  });
  afterEach(() => jest.restoreAllMocks());

  it('builds the same sig as genUserSig', () => {
    const builder = new b.UserSigBuilder(APP, KEY, 604800);
    expect(builder.genTestUserSig('alice')).toBe(b.genUserSig({ sdkAppID: APP, secretKey: KEY, userID: 'alice', expire: 604800, now: NOW }));
    expect(errors).not.toHaveBeenCalled();
  });

  const bad: [string, unknown[], unknown, string][] = [
    ['a string app id', ['1400000000', KEY, 604800], 'alice', 'sdkAppID must be a number'],
    ['a missing key', [APP, undefined, 604800], 'alice', 'privateKey must be a string'],
    ['a numeric user id', [APP, KEY, 604800], 123, 'userID must be a string'],
    ['a missing expiry', [APP, KEY, undefined], 'alice', 'expireTime must be a number'],
    ['a string expiry', [APP, KEY, '604800'], 'alice', 'expireTime must be a number'],
  ];

  it.each(bad)('logs and returns an empty signature for %s', (_what, args, userID, message) => {
    const Builder = b.UserSigBuilder as unknown as new (...a: unknown[]) => { genTestUserSig(u: unknown): string };
    expect(new Builder(...args).genTestUserSig(userID)).toBe('');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(message);
  });

  it('never logs the secret key or the sig', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const sig = new b.UserSigBuilder(APP, KEY, 60).genTestUserSig('alice');
    new b.UserSigBuilder(APP, KEY, 60).genTestUserSig('');
    const logged = JSON.stringify([...errors.mock.calls, ...log.mock.calls]);
    expect(logged).not.toContain(KEY);
    expect(logged).not.toContain(sig);
    expect(errors).toHaveBeenCalledWith('userID must not be empty');
  });
});
