import fc from 'fast-check';
import { APP, builds, KEY, NOW } from '../test/builds';
import { official } from '../test/official';

const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 40 });
const userIDs = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 32 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 24 }),
  codeUnits,
);
const keys = fc.oneof(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 100 }), fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }));
const appIDs = fc.integer({ min: 1, max: 0xffffffff });
const expires = fc.integer({ min: 1, max: 0x7fffffff });
const times = fc.integer({ min: 0, max: 0xffffffff });
const uint32 = fc.integer({ min: 0, max: 0xffffffff });

describe('byte compatibility with tls-sig-api-v2', () => {
  it('matches the official sample vectors', () => {
    for (const [, b] of builds) {
      const base = { sdkAppID: APP, secretKey: KEY, userID: 'xiaojun', expire: 86400 * 180, now: NOW };
      official(APP, KEY, NOW, (api) => {
        expect(b.genUserSig(base)).toBe(api.genUserSig('xiaojun', 86400 * 180));
        expect(b.genPrivateMapKey({ ...base, roomID: 10000, privilegeMap: 255 })).toBe(api.genPrivateMapKey('xiaojun', 86400 * 180, 10000, 255));
        expect(b.genPrivateMapKeyWithStringRoomID({ ...base, roomStr: '1000000040', privilegeMap: 255 })).toBe(
          api.genPrivateMapKeyWithStringRoomID('xiaojun', 86400 * 180, '1000000040', 255),
        );
      });
    }
  });

  it('genUserSig is byte-identical for generated inputs, in both builds', () => {
    fc.assert(
      fc.property(appIDs, keys, userIDs, expires, times, (sdkAppID, secretKey, userID, expire, now) => {
        const expected = official(sdkAppID, secretKey, now, (api) => api.genUserSig(userID, expire));
        for (const [, b] of builds) expect(b.genUserSig({ sdkAppID, secretKey, userID, expire, now })).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('genPrivateMapKey is byte-identical for generated inputs, in both builds', () => {
    fc.assert(
      fc.property(appIDs, keys, userIDs, expires, times, uint32, uint32, (sdkAppID, secretKey, userID, expire, now, roomID, privilegeMap) => {
        const expected = official(sdkAppID, secretKey, now, (api) => api.genPrivateMapKey(userID, expire, roomID, privilegeMap));
        for (const [, b] of builds) {
          expect(b.genPrivateMapKey({ sdkAppID, secretKey, userID, expire, now, roomID, privilegeMap })).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('genPrivateMapKeyWithStringRoomID is byte-identical for generated inputs, in both builds', () => {
    fc.assert(
      fc.property(appIDs, keys, userIDs, expires, times, codeUnits, uint32, (sdkAppID, secretKey, userID, expire, now, roomStr, privilegeMap) => {
        const expected = official(sdkAppID, secretKey, now, (api) => api.genPrivateMapKeyWithStringRoomID(userID, expire, roomStr, privilegeMap));
        for (const [, b] of builds) {
          expect(b.genPrivateMapKeyWithStringRoomID({ sdkAppID, secretKey, userID, expire, now, roomStr, privilegeMap })).toBe(expected);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('defaults expire to 604800 seconds and now to the current time', () => {
    const realNow = Date.now;
    Date.now = () => NOW * 1000 + 999;
    try {
      const expected = official(APP, KEY, NOW, (api) => api.genUserSig('alice', 604800));
      for (const [, b] of builds) expect(b.genUserSig({ sdkAppID: APP, secretKey: KEY, userID: 'alice' })).toBe(expected);
    } finally {
      Date.now = realNow;
    }
  });

  it('uses the same key state correctly when the key changes between calls', () => {
    for (const [, b] of builds) {
      const a1 = b.genUserSig({ sdkAppID: APP, secretKey: 'key-one', userID: 'u', now: NOW });
      const a2 = b.genUserSig({ sdkAppID: APP, secretKey: 'key-two', userID: 'u', now: NOW });
      const a3 = b.genUserSig({ sdkAppID: APP, secretKey: 'key-one', userID: 'u', now: NOW });
      expect(a1).not.toBe(a2);
      expect(a3).toBe(a1);
      expect(a2).toBe(official(APP, 'key-two', NOW, (api) => api.genUserSig('u', 604800)));
    }
  });
});
