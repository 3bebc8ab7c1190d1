import { LOCALES } from './catalogue';
import { createChatI18n, isLocaleLoaded, preloadLocale } from './create-i18n';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';
import { zhTW } from './locales/zh-TW';

const flatten = (catalogue: object, prefix = ''): [string, unknown][] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    value && typeof value === 'object' ? flatten(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value] as [string, unknown]],
  );

describe('catalogues', () => {
  it('have the same keys in every locale, each a non-empty string', () => {
    const keys = flatten(zhCN)
      .map(([key]) => key)
      .sort();
    for (const catalogue of [zhTW, enUS])
      expect(
        flatten(catalogue)
          .map(([key]) => key)
          .sort(),
      ).toEqual(keys);
    for (const catalogue of [zhCN, zhTW, enUS]) {
      for (const [key, value] of flatten(catalogue)) expect([key, typeof value === 'string' && value.trim() !== '']).toEqual([key, true]);
    }
  });

  it('bundle zh-CN only: another locale is a chunk of its own, in every instance once loaded', async () => {
    expect(LOCALES.filter(isLocaleLoaded)).toEqual(['zh-CN']);
    expect(createChatI18n('en-US').t('common.cancel')).toBe('取消'); // zh-CN stands in
    await Promise.all(LOCALES.map(preloadLocale));
    expect(LOCALES.filter(isLocaleLoaded)).toEqual(LOCALES);
  });

  it('default to zh-CN and switch per instance', async () => {
    await Promise.all(LOCALES.map(preloadLocale));
    const zh = createChatI18n();
    const en = createChatI18n('en-US');
    expect(zh.t('common.networkError')).toBe('网络异常，请您检查网络设置');
    expect(en.t('common.networkError')).toBe('Network error, please check your network settings');
    expect(LOCALES.map((locale) => createChatI18n(locale).t('common.cancel'))).toEqual(['取消', '取消', 'Cancel']);
  });
});
