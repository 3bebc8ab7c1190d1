// The initials' colours: stable per ID, spread over the palette, each readable in white.
import { AVATAR_PALETTE, avatarColour, initialOf } from './avatar-colour';

/** WCAG 2 contrast of white on `hex`. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 1.05 / (0.2126 * r! + 0.7152 * g! + 0.0722 * b! + 0.05);
}

it('gives an ID the same colour every time, from the palette', () => {
  expect(avatarColour('ec_demo_c2')).toBe(avatarColour('ec_demo_c2'));
  expect(AVATAR_PALETTE).toContain(avatarColour('ec_demo_c2'));
});

it('spreads IDs over the palette: 40 users get most of its colours', () => {
  const used = new Set(Array.from({ length: 40 }, (_, i) => avatarColour(`ec_demo_c${i + 1}`)));
  expect(used.size).toBeGreaterThanOrEqual(AVATAR_PALETTE.length - 2);
});

it('holds white text at 4.5:1 or more on every colour', () => {
  for (const colour of AVATAR_PALETTE) expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(4.5);
});

it('takes the first character of the name, a whole one, upper-case', () => {
  expect(initialOf('雨桐')).toBe('雨');
  expect(initialOf(' alice ')).toBe('A');
  expect(initialOf('😀 smile')).toBe('😀');
  expect(initialOf('')).toBe('');
});
