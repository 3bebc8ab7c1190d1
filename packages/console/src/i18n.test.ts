import { createConsoleI18n, formatDate, pickLocale } from './i18n';

it('picks the stored locale, else the browser language, else zh-CN', () => {
  expect(pickLocale('en-US', ['zh-CN'])).toBe('en-US');
  expect(pickLocale('fr-FR', ['zh-HK', 'en'])).toBe('zh-TW');
  expect(pickLocale(null, ['en-GB'])).toBe('en-US');
  expect(pickLocale(null, ['zh'])).toBe('zh-CN');
  expect(pickLocale(null, ['de-DE'])).toBe('zh-CN');
});

it('answers every locale with its own texts and dates', () => {
  expect(createConsoleI18n('zh-CN').t('common.logoutConfirm')).toBe('确认退出登录吗？');
  expect(createConsoleI18n('zh-TW').t('menu.niurenIndex')).toBe('人才庫');
  expect(createConsoleI18n('en-US').t('common.platformTitle')).toBe('Enterprise platform');
  const day = new Date(Date.UTC(2026, 10, 24, 12));
  expect(formatDate(day, 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 24, 2026');
  expect(formatDate(day, 'zh-CN', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('2026年11月24日');
});
