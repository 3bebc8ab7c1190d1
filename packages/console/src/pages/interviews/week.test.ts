import { hourRange } from './week';

describe('the calendar’s hours', () => {
  it('are 08:00 to 20:00 for a week of day-time interviews', () => {
    expect(hourRange(['2030-05-10 09:00:00', '2030-05-11 18:30:00'])).toEqual({ first: 8, last: 20 });
  });

  it('take a 21:30 interview whole: its hour-long block ends at 22:30, so the rows go to 23:00', () => {
    expect(hourRange(['2030-05-10 21:30:00'])).toEqual({ first: 8, last: 23 });
    expect(hourRange(['2030-05-10 20:00:00'])).toEqual({ first: 8, last: 21 });
  });

  it('start earlier for an early interview and never pass midnight', () => {
    expect(hourRange(['2030-05-10 07:45:00'])).toEqual({ first: 7, last: 20 });
    expect(hourRange(['2030-05-10 23:30:00'])).toEqual({ first: 8, last: 24 });
  });
});
