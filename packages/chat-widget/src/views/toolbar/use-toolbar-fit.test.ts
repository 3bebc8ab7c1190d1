// Which toolbar actions fit on the one row, and when the rest go under ⋯.
import { fittingActions, SLOT_WIDTH } from './use-toolbar-fit';

it('shows every action before the bar is measured (server, jsdom)', () => {
  expect(fittingActions(0, 1, 8)).toBe(8);
});

it('shows every action when they all fit beside the emoji button', () => {
  // 16 px padding, then 34 px a button: 9 buttons need 16 + 9 * 34 - 2 = 320 px.
  expect(fittingActions(320, 1, 8)).toBe(8);
});

it('keeps a slot for ⋯ when they do not: what is left over goes under it', () => {
  expect(fittingActions(319, 1, 8)).toBe(6);
  expect(fittingActions(200, 1, 8)).toBe(3);
  // A candidate's send resume takes two slots.
  expect(fittingActions(200, 3, 8)).toBe(1);
  expect(fittingActions(30, 1, 8)).toBe(0);
});

it('counts a finger-sized button on a touch screen: a 375 px phone fits a recruiter, a 320 px one does not', () => {
  expect(fittingActions(375, 1, 7, SLOT_WIDTH.touch)).toBe(7);
  expect(fittingActions(320, 1, 7, SLOT_WIDTH.touch)).toBe(5);
});
