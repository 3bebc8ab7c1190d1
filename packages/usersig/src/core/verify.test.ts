import { deflateSync, inflateSync } from 'node:zlib';
import { APP, builds, KEY, NOW } from '../../test/builds';
import { official } from '../../test/official';

const unescape = (s: string) => s.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
const escape = (s: string) => s.replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');

/** Rewrites fields inside a sig without re-signing it, as an attacker would. */
function tamper(sig: string, patch: Record<string, unknown>): string {
  const doc = JSON.parse(inflateSync(Buffer.from(unescape(sig), 'base64')).toString());
  return escape(deflateSync(Buffer.from(JSON.stringify({ ...doc, ...patch }))).toString('base64'));
}

describe.each(builds)('verifyUserSig (%s build)', (_name, b) => {
  const opts = { sdkAppID: APP, secretKey: KEY, now: NOW + 10 };
  const sig = official(APP, KEY, NOW, (api) => api.genUserSig('alice', 3600));

  it('accepts what the official library signs', () => {
    expect(b.verifyUserSig(sig, { ...opts, userID: 'alice' })).toEqual({ ok: true, identifier: 'alice', sdkAppID: APP, time: NOW, expire: 3600 });
    const key = official(APP, KEY, NOW, (api) => api.genPrivateMapKey('alice', 3600, 7, 255));
    expect(b.verifyUserSig(key, opts)).toMatchObject({ ok: true, identifier: 'alice' });
    const roomKey = official(APP, KEY, NOW, (api) => api.genPrivateMapKeyWithStringRoomID('alice', 3600, 'r1', 3));
    expect(b.verifyUserSig(roomKey, opts)).toMatchObject({ ok: true });
  });

  it('accepts its own sigs until the last second of validity', () => {
    const own = b.genUserSig({ sdkAppID: APP, secretKey: KEY, userID: 'carol', expire: 60, now: NOW });
    expect(b.verifyUserSig(own, { ...opts, now: NOW + 60 }).ok).toBe(true);
    expect(b.verifyUserSig(own, { ...opts, now: NOW + 61 })).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a sig signed with another key', () => {
    expect(b.verifyUserSig(sig, { ...opts, secretKey: KEY + '0' })).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects tampered fields', () => {
    expect(b.verifyUserSig(tamper(sig, { 'TLS.identifier': 'mallory' }), opts)).toEqual({ ok: false, reason: 'signature' });
    expect(b.verifyUserSig(tamper(sig, { 'TLS.expire': 999999 }), opts)).toEqual({ ok: false, reason: 'signature' });
    expect(b.verifyUserSig(tamper(sig, { 'TLS.sig': 'AAAA' }), opts)).toEqual({ ok: false, reason: 'signature' });
    const key = official(APP, KEY, NOW, (api) => api.genPrivateMapKey('alice', 3600, 7, 255));
    expect(b.verifyUserSig(tamper(key, { 'TLS.userbuf': Buffer.from('other').toString('base64') }), opts)).toEqual({ ok: false, reason: 'signature' });
  });

  it('rejects an expired sig', () => {
    expect(b.verifyUserSig(sig, { ...opts, now: NOW + 3601 })).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a sig for another app', () => {
    expect(b.verifyUserSig(sig, { ...opts, sdkAppID: APP + 1 })).toEqual({ ok: false, reason: 'app' });
  });

  it('rejects a sig for another user', () => {
    expect(b.verifyUserSig(sig, { ...opts, userID: 'bob' })).toEqual({ ok: false, reason: 'user' });
  });

  it('rejects malformed input', () => {
    expect(b.verifyUserSig('not a sig', opts)).toEqual({ ok: false, reason: 'malformed' });
    expect(b.verifyUserSig(tamper(sig, { 'TLS.ver': '1.0' }), opts)).toEqual({ ok: false, reason: 'malformed' });
    expect(b.verifyUserSig(undefined as never, opts)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('uses the current time when now is omitted', () => {
    const fresh = b.genUserSig({ sdkAppID: APP, secretKey: KEY, userID: 'dan', expire: 60 });
    expect(b.verifyUserSig(fresh, { sdkAppID: APP, secretKey: KEY }).ok).toBe(true);
    expect(b.verifyUserSig(sig, { sdkAppID: APP, secretKey: KEY })).toEqual({ ok: false, reason: 'expired' });
  });

  it("throws on bad options, which are the caller's bug rather than the sig's", () => {
    expect(() => b.verifyUserSig(sig, { ...opts, sdkAppID: 'x' } as never)).toThrow('sdkAppID must be a number');
    expect(() => b.verifyUserSig(sig, { ...opts, secretKey: undefined } as never)).toThrow('privateKey must be a string');
    expect(() => b.verifyUserSig(sig, null as never)).toThrow('options must be an object');
  });
});
