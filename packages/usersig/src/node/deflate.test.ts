import fc from 'fast-check';
import { deflateSync } from 'node:zlib';
import { deflate as pureDeflate } from '../pure/deflate';
import { deflate, deflatePath } from './deflate';

describe('deflate with a reused context', () => {
  it('takes the reused native context on this Node', () => {
    expect(deflatePath()).toBe('reused-context');
  });

  it('gives the bytes of zlib.deflateSync, call after call, small and large', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 3000 }), fc.string({ maxLength: 600 }), (bytes, text) => {
        const asText = Buffer.from(text);
        expect(Buffer.from(deflate(bytes)).equals(deflateSync(bytes))).toBe(true);
        expect(Buffer.from(deflate(asText)).equals(deflateSync(asText))).toBe(true);
        expect(Buffer.from(pureDeflate(bytes)).equals(deflateSync(bytes))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('handles input larger than its output buffer', () => {
    const big = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 7919) % 251));
    expect(Buffer.from(deflate(big)).equals(deflateSync(big))).toBe(true);
    expect(Buffer.from(pureDeflate(big)).equals(deflateSync(big))).toBe(true);
    const small = Buffer.from('after a large one');
    expect(Buffer.from(deflate(small)).equals(deflateSync(small))).toBe(true);
  });

  it('returns a copy that later calls do not overwrite', () => {
    const first = deflate(Buffer.from('first'));
    const snapshot = Buffer.from(first);
    deflate(Buffer.from('second, longer input'));
    expect(Buffer.from(first).equals(snapshot)).toBe(true);
  });
});
