// The 70 % rule of docs/chat.md §4 with the viewport's side (issue 16 item 6): a message counts
// as seen when 70 % of it is visible, or when it fills 70 % of the list's viewport.
import { VISIBLE_RATIO, visibleShare } from './read-receipts.logic';

const viewport = { top: 100, bottom: 600 }; // 500 px tall
const seen = (top: number, bottom: number) => visibleShare({ top, bottom }, viewport) >= VISIBLE_RATIO;

it('a short message: the visible share of the message', () => {
  expect(visibleShare({ top: 200, bottom: 300 }, viewport)).toBe(1);
  expect(visibleShare({ top: 530, bottom: 630 }, viewport)).toBeCloseTo(0.7);
  expect(seen(530, 630)).toBe(true);
  expect(seen(531, 631)).toBe(false);
  expect(seen(70, 170)).toBe(true); // cut at the top alike
  expect(seen(69, 169)).toBe(false);
});

it('a message taller than the viewport: seen once it fills 70 % of the viewport', () => {
  // 2000 px tall: at most a quarter of it is ever visible.
  expect(visibleShare({ top: -500, bottom: 1500 }, viewport)).toBe(1);
  expect(seen(-500, 1500)).toBe(true);
  expect(seen(250, 2250)).toBe(true); // its top 350 px fill the bottom 70 %
  expect(seen(251, 2251)).toBe(false);
  expect(seen(-1550, 450)).toBe(true); // its bottom 350 px fill the top 70 %
  expect(seen(-1551, 449)).toBe(false);
});

it('nothing visible is nothing seen; empty boxes count for nothing', () => {
  expect(visibleShare({ top: 600, bottom: 700 }, viewport)).toBe(0);
  expect(visibleShare({ top: 0, bottom: 100 }, viewport)).toBe(0);
  expect(visibleShare({ top: 300, bottom: 300 }, viewport)).toBe(0);
  expect(visibleShare({ top: 200, bottom: 300 }, { top: 250, bottom: 250 })).toBe(0); // a collapsed (hidden) list sees nothing
});
