// The widget's own i18next instance (never the host's global one), with all three catalogues
// bundled: they are small, and the widget must render its first frame without a request.
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from './catalogue';
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';
import { zhTW } from './locales/zh-TW';

export const NAMESPACE = 'chat';

export function createChatI18n(locale: Locale = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: {
      'zh-CN': { [NAMESPACE]: zhCN },
      'zh-TW': { [NAMESPACE]: zhTW },
      'en-US': { [NAMESPACE]: enUS },
    },
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
