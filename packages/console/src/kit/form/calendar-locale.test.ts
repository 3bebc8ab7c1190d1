import { calendarLocale } from './calendar-locale';

it("gives each console language its calendar's names, Simplified Chinese for any other", () => {
  expect(calendarLocale('zh-CN').code).toBe('zh-CN');
  expect(calendarLocale('zh-TW').code).toBe('zh-TW');
  expect(calendarLocale('en-US').code).toBe('en-US');
  expect(calendarLocale('fr-FR').code).toBe('zh-CN');
  expect(calendarLocale('en-US').localize.month(0)).toBe('January');
  expect(calendarLocale('zh-TW').localize.month(0)).toBe('一月');
});
