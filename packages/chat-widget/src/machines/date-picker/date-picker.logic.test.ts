import { chosenDays, dayOf, monthOf } from './date-picker.logic';

it('a day is its local midnight', () => {
  expect(dayOf(new Date(2026, 1, 28, 23, 59, 59, 999))).toBe(new Date(2026, 1, 28).getTime());
});

it('the pickable days are the current month: first and last day', () => {
  expect(monthOf(new Date(2026, 1, 14, 10))).toEqual({ first: new Date(2026, 1, 1).getTime(), last: new Date(2026, 1, 28).getTime() });
  expect(monthOf(new Date(2028, 1, 29))).toEqual({ first: new Date(2028, 1, 1).getTime(), last: new Date(2028, 1, 29).getTime() });
  expect(monthOf(new Date(2026, 11, 31, 23)).last).toBe(new Date(2026, 11, 31).getTime());
});

it('chosen days run from the first second of the first to the last second of the last', () => {
  const { from, to } = chosenDays(new Date(2026, 10, 30).getTime(), new Date(2026, 11, 1).getTime());
  expect(new Date(from * 1000)).toEqual(new Date(2026, 10, 30, 0, 0, 0));
  expect(new Date(to * 1000)).toEqual(new Date(2026, 11, 1, 23, 59, 59));
  expect(to - from).toBe(2 * 86_400 - 1);
});
