import { APP, builds, KEY, NOW } from '../../test/builds';

const good = { sdkAppID: APP, secretKey: KEY, userID: 'alice', expire: 3600, now: NOW };

// [what is wrong, options, code, message]
const cases: [string, Record<string, unknown>, string, string][] = [
  ['sdkAppID is a string', { sdkAppID: '1400000000' }, 'invalid_sdk_app_id', 'sdkAppID must be a number'],
  ['sdkAppID is missing', { sdkAppID: undefined }, 'invalid_sdk_app_id', 'sdkAppID must be a number'],
  ['sdkAppID is NaN', { sdkAppID: Number.NaN }, 'invalid_sdk_app_id', 'sdkAppID must be a number'],
  ['sdkAppID is fractional', { sdkAppID: 1.5 }, 'invalid_sdk_app_id', 'sdkAppID must be a positive whole number below 2^32'],
  ['sdkAppID is 0', { sdkAppID: 0 }, 'invalid_sdk_app_id', 'sdkAppID must be a positive whole number below 2^32'],
  ['sdkAppID is above 2^32', { sdkAppID: 2 ** 32 }, 'invalid_sdk_app_id', 'sdkAppID must be a positive whole number below 2^32'],
  ['secretKey is a number', { secretKey: 42 }, 'invalid_secret_key', 'privateKey must be a string'],
  ['secretKey is empty', { secretKey: '' }, 'invalid_secret_key', 'privateKey must not be empty'],
  ['userID is a number', { userID: 7 }, 'invalid_user_id', 'userID must be a string'],
  ['userID is empty', { userID: '' }, 'invalid_user_id', 'userID must not be empty'],
  ['userID is too long', { userID: 'x'.repeat(0x10000) }, 'invalid_user_id', 'userID must be shorter than 65536 characters'],
  ['expire is a string', { expire: '3600' }, 'invalid_expire', 'expireTime must be a number'],
  ['expire is null', { expire: null }, 'invalid_expire', 'expireTime must be a number'],
  ['expire is negative', { expire: -1 }, 'invalid_expire', 'expireTime must be a positive whole number of seconds'],
  ['expire is fractional', { expire: 1.5 }, 'invalid_expire', 'expireTime must be a positive whole number of seconds'],
  ['now is fractional', { now: 1.5 }, 'invalid_now', 'now must be a whole number of unix seconds'],
  ['now is a string', { now: '1' }, 'invalid_now', 'now must be a whole number of unix seconds'],
];

describe.each(builds)('argument checks (%s build)', (_name, b) => {
  it.each(cases)('genUserSig rejects: %s', (_what, patch, code, message) => {
    expect(() => b.genUserSig({ ...good, ...patch } as never)).toThrow(expect.objectContaining({ name: 'UserSigError', code, message }));
  });

  it('genUserSig rejects a missing options object', () => {
    expect(() => b.genUserSig(null as never)).toThrow(expect.objectContaining({ code: 'invalid_options', message: 'options must be an object' }));
  });

  it('reports the spec order: sdkAppID, then privateKey, then userID, then expireTime', () => {
    expect(() => b.genUserSig({ sdkAppID: 'x', secretKey: 1, userID: 2, expire: 'y' } as never)).toThrow('sdkAppID must be a number');
    expect(() => b.genUserSig({ sdkAppID: APP, secretKey: 1, userID: 2, expire: 'y' } as never)).toThrow('privateKey must be a string');
    expect(() => b.genUserSig({ sdkAppID: APP, secretKey: KEY, userID: 2, expire: 'y' } as never)).toThrow('userID must be a string');
    expect(() => b.genUserSig({ sdkAppID: APP, secretKey: KEY, userID: 'a', expire: 'y' } as never)).toThrow('expireTime must be a number');
  });

  it('errors are instances of the exported UserSigError', () => {
    try {
      b.genUserSig({ ...good, userID: '' });
      throw new Error('did not throw');
    } catch (error) {
      expect(error).toBeInstanceOf(b.UserSigError);
      expect(error).toBeInstanceOf(Error);
    }
  });

  it('genPrivateMapKey requires expire, a uint32 roomID and privilegeMap', () => {
    const base = { ...good, roomID: 1, privilegeMap: 255 };
    expect(() => b.genPrivateMapKey({ ...base, expire: undefined } as never)).toThrow('expireTime must be a number');
    expect(() => b.genPrivateMapKey({ ...base, roomID: '1' } as never)).toThrow(expect.objectContaining({ code: 'invalid_room_id' }));
    expect(() => b.genPrivateMapKey({ ...base, roomID: 2 ** 32 })).toThrow(expect.objectContaining({ code: 'invalid_room_id' }));
    expect(() => b.genPrivateMapKey({ ...base, privilegeMap: -1 })).toThrow(expect.objectContaining({ code: 'invalid_privilege_map' }));
    expect(b.genPrivateMapKey(base)).toMatch(/^[A-Za-z0-9*\-_]+$/);
  });

  it('genPrivateMapKeyWithStringRoomID requires a non-empty roomStr', () => {
    const base = { ...good, roomStr: 'room-1', privilegeMap: 255 };
    expect(() => b.genPrivateMapKeyWithStringRoomID({ ...base, roomStr: 5 } as never)).toThrow(
      expect.objectContaining({ code: 'invalid_room_str', message: 'roomStr must be a string' }),
    );
    expect(() => b.genPrivateMapKeyWithStringRoomID({ ...base, roomStr: '' })).toThrow(expect.objectContaining({ code: 'invalid_room_str' }));
    expect(b.genPrivateMapKeyWithStringRoomID(base)).toMatch(/^[A-Za-z0-9*\-_]+$/);
  });
});
