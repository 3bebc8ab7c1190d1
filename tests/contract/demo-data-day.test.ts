// The seeded templates' day (run-once.ts): the demo data's dates follow the China date it was
// seeded on, so a template's name changes at midnight China time, not UTC's.
import { demoDataDay } from '@employment-cloud/test-support/server/run-once';

afterEach(() => jest.useRealTimers());

it.each([
  ['2026-11-29T15:59:59.999Z', '2026-11-29'],
  ['2026-11-29T16:00:00.000Z', '2026-11-30'],
  ['2026-12-31T23:00:00.000Z', '2027-01-01'],
])('at %s the demo data is of %s', (now, day) => {
  jest.useFakeTimers({ now: new Date(now) });
  expect(demoDataDay()).toBe(day);
});
