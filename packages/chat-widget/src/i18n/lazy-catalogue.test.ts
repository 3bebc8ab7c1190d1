import { LOCALES } from './catalogue';
import { createChatI18n, preloadLocale } from './create-i18n';
import { addAreaCatalogue } from './lazy-catalogue';

const catalogues = {
  'zh-CN': { title: '通讯录', count: '{{count}} 个' },
  'zh-TW': { title: '通訊錄', count: '{{count}} 個' },
  'en-US': { title: 'Contacts', count: '{{count}} items' },
};

beforeAll(() => Promise.all(LOCALES.map(preloadLocale)));

describe('lazy area catalogues', () => {
  it('join an instance in every locale, beside the bundled texts', () => {
    const i18n = createChatI18n('zh-CN');
    expect(i18n.exists('lazyArea.title')).toBe(false);
    addAreaCatalogue(i18n, 'lazyArea', catalogues);
    expect(i18n.t('lazyArea.title')).toBe('通讯录');
    expect(i18n.t('lazyArea.count', { count: 3 })).toBe('3 个');
    expect(i18n.t('common.cancel')).toBe('取消');
    void i18n.changeLanguage('en-US');
    expect(i18n.t('lazyArea.title')).toBe('Contacts');
    expect(i18n.t('common.cancel')).toBe('Cancel');
  });

  it('join before the locale itself and keep their texts when it arrives', async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import('./create-i18n'); // a page where en-US is not loaded yet
      const { addAreaCatalogue: addArea } = await import('./lazy-catalogue');
      const i18n = fresh.createChatI18n('zh-CN');
      addArea(i18n, 'lazyArea', catalogues);
      await fresh.preloadLocale('en-US');
      fresh.addLocale(i18n, 'en-US');
      await i18n.changeLanguage('en-US');
      expect([i18n.t('lazyArea.title'), i18n.t('common.cancel')]).toEqual(['Contacts', 'Cancel']);
    });
  });

  it('are added once: a second call changes nothing', () => {
    const i18n = createChatI18n('zh-TW');
    addAreaCatalogue(i18n, 'lazyArea', catalogues);
    addAreaCatalogue(i18n, 'lazyArea', { ...catalogues, 'zh-TW': { title: '改了', count: '' } });
    expect(i18n.t('lazyArea.title')).toBe('通訊錄');
  });
});
