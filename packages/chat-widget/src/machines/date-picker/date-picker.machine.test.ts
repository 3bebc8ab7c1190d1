// The date picker's clicks without a DOM; jest's fake timers for the close delays.
import { createActor } from 'xstate';
import { datePickerMachine } from './date-picker.machine';
import type { ChosenDays, DatePickerMode } from './date-picker.types';

const day = (d: number) => new Date(2026, 10, d).getTime();
const seconds = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s).getTime() / 1000;

function start(mode?: DatePickerMode) {
  const chosen: ChosenDays[] = [];
  const actor = createActor(datePickerMachine.provide({ actions: { chosen: (_, params) => void chosen.push(params) } }), { input: { mode } });
  actor.start();
  actor.send({ type: 'OPEN' });
  return { actor, chosen, isOpen: () => actor.getSnapshot().matches('open'), days: () => [actor.getSnapshot().context.start, actor.getSnapshot().context.end] };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('range: the first click sets the start, the second the end; it closes 200 ms later', () => {
  const { actor, chosen, isOpen, days } = start();
  expect(actor.getSnapshot().context.mode).toBe('range');
  actor.send({ type: 'PICK', day: day(3) });
  expect(days()).toEqual([day(3), null]);
  expect(chosen).toEqual([]);
  jest.advanceTimersByTime(1000);
  expect(isOpen()).toBe(true);
  actor.send({ type: 'PICK', day: day(9) });
  expect(days()).toEqual([day(3), day(9)]);
  // The whole of both days: from the first second of the 3rd to the last second of the 9th.
  expect(chosen).toEqual([{ from: seconds(2026, 11, 3), to: seconds(2026, 11, 9, 23, 59, 59) }]);
  jest.advanceTimersByTime(199);
  expect(isOpen()).toBe(true);
  jest.advanceTimersByTime(1);
  expect(isOpen()).toBe(false);
  expect(days()).toEqual([day(3), day(9)]);
});

it('range: an end before the start is swapped; the same day twice is that day', () => {
  const { actor, chosen } = start('range');
  actor.send({ type: 'PICK', day: day(20) });
  actor.send({ type: 'PICK', day: day(12) });
  expect(actor.getSnapshot().context).toMatchObject({ start: day(12), end: day(20) });
  expect(chosen[0]).toEqual({ from: seconds(2026, 11, 12), to: seconds(2026, 11, 20, 23, 59, 59) });
  jest.advanceTimersByTime(200);
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'PICK', day: day(5) });
  actor.send({ type: 'PICK', day: day(5) });
  expect(chosen[1]).toEqual({ from: seconds(2026, 11, 5), to: seconds(2026, 11, 5, 23, 59, 59) });
});

it('range: a third click starts again and cancels the close', () => {
  const { actor, chosen, isOpen, days } = start();
  actor.send({ type: 'PICK', day: day(3) });
  actor.send({ type: 'PICK', day: day(9) });
  jest.advanceTimersByTime(100);
  actor.send({ type: 'PICK', day: day(15) });
  expect(days()).toEqual([day(15), null]);
  jest.advanceTimersByTime(1000);
  expect(isOpen()).toBe(true);
  actor.send({ type: 'PICK', day: day(17) });
  expect(chosen).toHaveLength(2);
  // Reopened with a range shown: the next click is a third one, a new start.
  jest.advanceTimersByTime(200);
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'PICK', day: day(1) });
  expect(days()).toEqual([day(1), null]);
  expect(chosen).toHaveLength(2);
});

it('single: one click picks the day and closes 300 ms later', () => {
  const { actor, chosen, isOpen, days } = start('single');
  actor.send({ type: 'PICK', day: day(7) });
  expect(days()).toEqual([day(7), day(7)]);
  expect(chosen).toEqual([{ from: seconds(2026, 11, 7), to: seconds(2026, 11, 7, 23, 59, 59) }]);
  jest.advanceTimersByTime(200);
  // Another click before it closes picks again and waits the full delay again.
  actor.send({ type: 'PICK', day: day(8) });
  jest.advanceTimersByTime(299);
  expect(isOpen()).toBe(true);
  jest.advanceTimersByTime(1);
  expect(isOpen()).toBe(false);
  expect(chosen.map((c) => c.from)).toEqual([seconds(2026, 11, 7), seconds(2026, 11, 8)]);
});

it('dismissing closes and keeps the days; clearing forgets them; clicks while closed do nothing', () => {
  const { actor, chosen, isOpen, days } = start();
  actor.send({ type: 'PICK', day: day(3) });
  actor.send({ type: 'CLOSE' });
  expect(isOpen()).toBe(false);
  actor.send({ type: 'PICK', day: day(4) });
  expect(days()).toEqual([day(3), null]);
  actor.send({ type: 'OPEN' });
  actor.send({ type: 'CLEAR' });
  expect(isOpen()).toBe(false);
  expect(days()).toEqual([null, null]);
  expect(chosen).toEqual([]);
});
