import { DEFAULT_TIME, formatInterviewTime, isDayDisabled, isPastTime, timeOptions } from './interview.time';

it('steps by 1 hour 15 minutes through the default 09:00, in the day only (no night slots)', () => {
  const options = timeOptions();
  expect(DEFAULT_TIME).toBe('09:00');
  expect(options).toContain('09:00');
  expect(options).toEqual(['07:45', '09:00', '10:15', '11:30', '12:45', '14:00', '15:15', '16:30', '17:45', '19:00', '20:15', '21:30']);
});

it('knows a time already past on the picked day', () => {
  const now = new Date(2030, 4, 10, 15, 30).getTime();
  expect(isPastTime(new Date(2030, 4, 10), '15:15', now)).toBe(true);
  expect(isPastTime(new Date(2030, 4, 10), '16:30', now)).toBe(false);
  expect(isPastTime(new Date(2030, 4, 9), '21:30', now)).toBe(true);
  expect(isPastTime(new Date(2030, 4, 11), '07:45', now)).toBe(false);
});

describe('isDayDisabled: days more than one day before now', () => {
  const now = new Date(2030, 4, 10, 15, 30).getTime();
  it.each([
    [new Date(2030, 4, 12), false],
    [new Date(2030, 4, 10), false],
    [new Date(2030, 4, 10, 23, 59), false],
    [new Date(2030, 4, 9, 20, 0), true],
    [new Date(2030, 4, 8), true],
  ])('%s → %p', (day, disabled) => {
    expect(isDayDisabled(day, now)).toBe(disabled);
  });

  it('disables a day whose every time is past: today after its last slot (21:30), and yesterday', () => {
    expect(isDayDisabled(new Date(2030, 4, 10), new Date(2030, 4, 10, 21, 29).getTime())).toBe(false);
    expect(isDayDisabled(new Date(2030, 4, 10), new Date(2030, 4, 10, 21, 31).getTime())).toBe(true);
    expect(isDayDisabled(new Date(2030, 4, 11), new Date(2030, 4, 10, 21, 31).getTime())).toBe(false);
    expect(isDayDisabled(new Date(2030, 4, 9), new Date(2030, 4, 10).getTime())).toBe(true);
  });
});

it('formats the picked day and time as yyyy-MM-dd HH:mm:00', () => {
  expect(formatInterviewTime(new Date(2030, 0, 5, 18, 40), '10:15')).toBe('2030-01-05 10:15:00');
});
