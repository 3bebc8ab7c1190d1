// The date pickers' calendar language (month and weekday names) for the console's language.
// Each locale is imported from its own module: `date-fns/locale` loads all of date-fns' ~90.
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { zhCN } from 'date-fns/locale/zh-CN';
import { zhTW } from 'date-fns/locale/zh-TW';

const CALENDAR_LOCALES: Record<string, Locale> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };

/** The calendar locale of an i18next language; Simplified Chinese for any other. */
export function calendarLocale(language: string): Locale {
  return CALENDAR_LOCALES[language] ?? zhCN;
}
