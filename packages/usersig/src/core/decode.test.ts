import { deflateSync } from 'node:zlib';
import { APP, builds, KEY, NOW } from '../../test/builds';
import { official } from '../../test/official';

const escape = (b64: string) => b64.replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
const pack = (text: string) => escape(deflateSync(Buffer.from(text)).toString('base64'));
const doc = (patch: Record<string, unknown>) =>
  JSON.stringify({ 'TLS.ver': '2.0', 'TLS.identifier': 'a', 'TLS.sdkappid': APP, 'TLS.time': NOW, 'TLS.expire': 60, 'TLS.sig': 'x', ...patch });

describe.each(builds)('decodeUserSig (%s build)', (_name, b) => {
  it('reads the fields of an official sig', () => {
    const sig = official(APP, KEY, NOW, (api) => api.genUserSig('alice', 86400));
    const decoded = b.decodeUserSig(sig);
    expect(decoded).toEqual({ ver: '2.0', identifier: 'alice', sdkAppID: APP, time: NOW, expire: 86400, sig: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/) });
    expect(decoded.userbuf).toBeUndefined();
  });

  it('returns the userbuf of a private map key, with its layout and expiry', () => {
    const sig = official(APP, KEY, NOW, (api) => api.genPrivateMapKey('bob', 300, 10000, 255));
    const { userbuf } = b.decodeUserSig(sig);
    expect(userbuf).toBeInstanceOf(Uint8Array);
    const view = new DataView(userbuf!.buffer, userbuf!.byteOffset, userbuf!.byteLength);
    expect(userbuf![0]).toBe(0);
    expect(view.getUint16(1)).toBe(3);
    expect(String.fromCharCode(...userbuf!.subarray(3, 6))).toBe('bob');
    expect(view.getUint32(6)).toBe(APP);
    expect(view.getUint32(10)).toBe(10000);
    expect(view.getUint32(14)).toBe(NOW + 300);
    expect(view.getUint32(18)).toBe(255);
    expect(view.getUint32(22)).toBe(0);
    expect(userbuf!.length).toBe(26);
  });

  it('returns the string room of a string-room key', () => {
    const sig = b.genPrivateMapKeyWithStringRoomID({ sdkAppID: APP, secretKey: KEY, userID: 'bob', expire: 300, now: NOW, roomStr: 'lobby', privilegeMap: 1 });
    const { userbuf } = b.decodeUserSig(sig);
    expect(userbuf![0]).toBe(1);
    expect(String.fromCharCode(...userbuf!.subarray(28, 33))).toBe('lobby');
  });

  const malformed: [string, unknown][] = [
    ['an empty string', ''],
    ['a number', 42],
    ['characters outside the alphabet', 'abc+def'],
    ['base64 with a bad length', 'abcde'],
    ['base64 that is not zlib', escape(Buffer.from('hello world').toString('base64'))],
    ['zlib that is not JSON', pack('not json')],
    ['JSON that is not an object', pack('[1,2]')],
    ['JSON without TLS.sig', pack(doc({ 'TLS.sig': undefined }))],
    ['a string sdkappid', pack(doc({ 'TLS.sdkappid': '1400000000' }))],
    ['a userbuf that is not base64', pack(doc({ 'TLS.userbuf': '@@' }))],
    ['an overlong sig', 'A'.repeat(20000)],
  ];

  it.each(malformed)('throws UserSigError malformed on %s', (_what, sig) => {
    expect(() => b.decodeUserSig(sig as string)).toThrow(expect.objectContaining({ name: 'UserSigError', code: 'malformed' }));
  });
});
