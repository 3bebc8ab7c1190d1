import { createConsoleI18n, formatDate, loadConsoleI18n, pickLocale } from './i18n';

it('picks the stored locale, else the browser language, else zh-CN', () => {
  expect(pickLocale('en-US', ['zh-CN'])).toBe('en-US');
  expect(pickLocale('fr-FR', ['zh-HK', 'en'])).toBe('zh-TW');
  expect(pickLocale(null, ['en-GB'])).toBe('en-US');
  expect(pickLocale(null, ['zh'])).toBe('zh-CN');
  expect(pickLocale(null, ['de-DE'])).toBe('zh-CN');
});

it('answers every locale with its own texts and dates', async () => {
  expect(createConsoleI18n('zh-CN').t('common.logoutConfirm')).toBe('确认退出登录吗？');
  expect((await loadConsoleI18n('zh-TW')).t('menu.niurenIndex')).toBe('人才庫');
  expect((await loadConsoleI18n('en-US')).t('common.platformTitle')).toBe('Enterprise platform');
  const day = new Date(Date.UTC(2026, 10, 24, 12));
  expect(formatDate(day, 'en-US', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('Nov 24, 2026');
  expect(formatDate(day, 'zh-CN', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('2026年11月24日');
});

it('bundles zh-CN only: another language is loaded when chosen, and switching loads it', async () => {
  const english = createConsoleI18n('en-US');
  expect(english.hasResourceBundle('en-US', 'translation')).toBe(false);
  const chinese = await loadConsoleI18n('zh-CN');
  expect(chinese.hasResourceBundle('zh-TW', 'translation')).toBe(false);
  await chinese.changeLanguage('zh-TW');
  expect(chinese.t('common.logoutConfirm')).toBe('確認登出嗎？');
});
