import fc from 'fast-check';
import { cutText, findUnstorable, isUnstorable, printable } from './storable-text';

// The engine's own check of UTF-16 well-formedness (ES2024), as the reference.
const wellFormed = (s: string) => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

describe('storable text', () => {
  it('refuses exactly NUL and unpaired surrogates', () => {
    expect(isUnstorable('a\u0000b')).toBe(true);
    expect(isUnstorable('\ud800')).toBe(true);
    expect(isUnstorable('x\udfff')).toBe(true);
    expect(isUnstorable('\udc00\ud800')).toBe(true);
    expect(isUnstorable('😀')).toBe(false);
    expect(isUnstorable('面试\u0001\ufffd')).toBe(false);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom('\u0000', '\ud800', '\udfff', 'a', '😀') }), (a, b) => {
        for (const s of [a, b, a + b]) expect(isUnstorable(s)).toBe(s.includes('\u0000') || !wellFormed(s));
      }),
      { numRuns: 200 },
    );
  });

  it('names the path of the first bad value or key', () => {
    expect(findUnstorable({ a: 'ok', b: [1, 'fine', { c: 'x\u0000' }] })).toEqual(['b', 2, 'c']);
    expect(findUnstorable({ ['k\ud800']: 1 })).toEqual(['k\\ud800']);
    expect(findUnstorable('\udfff')).toEqual([]);
    expect(findUnstorable({ a: 1, b: null, c: [true, 'ok'] })).toBeUndefined();
  });

  it('walks deep nesting without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(200_000)}"\\u0000"${']'.repeat(200_000)}`);
    expect(findUnstorable(deep)).toHaveLength(200_000);
  });

  it('prints bad characters as escapes, shortened', () => {
    expect(printable('a\u0000b')).toBe('a\\u0000b');
    expect(printable('x'.repeat(100))).toHaveLength(64);
  });

  it('cuts text without splitting a surrogate pair', () => {
    expect(cutText('ab😀', 3)).toBe('ab');
    expect(cutText('ab😀', 4)).toBe('ab😀');
    expect(cutText('abc', 2)).toBe('ab');
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((s) => !isUnstorable(s)),
        fc.nat(50),
        (s, max) => {
          const cut = cutText(s, max);
          expect(cut.length).toBeLessThanOrEqual(max);
          expect(isUnstorable(cut)).toBe(false);
        },
      ),
    );
  });
});
