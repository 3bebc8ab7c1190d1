import fc from 'fast-check';
import { equalConstantTime } from './equal';

describe('equalConstantTime', () => {
  it('agrees with string equality', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(equalConstantTime(a, b)).toBe(a === b);
        expect(equalConstantTime(a, a)).toBe(true);
      }),
    );
  });

  it('tells apart strings that differ only in the last character or in length', () => {
    expect(equalConstantTime('abcd', 'abce')).toBe(false);
    expect(equalConstantTime('abc', 'abcd')).toBe(false);
    expect(equalConstantTime('', '')).toBe(true);
  });
});
