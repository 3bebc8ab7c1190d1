// The widget's own i18next instance (never the host's global one). zh-CN, the default, is
// bundled; zh-TW and en-US are chunks of their own, loaded before the first frame in that
// language (ChatProvider waits for them) or ahead of time with preloadLocale (server rendering).
// Once loaded in this page, a locale joins every instance made afterwards, synchronously.
import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE, type Catalogue, type Locale } from './catalogue';
import { zhCN } from './locales/zh-CN';

export const NAMESPACE = 'chat';

const loaded = new Map<Locale, Catalogue>([['zh-CN', zhCN]]);
const importers: Record<Exclude<Locale, 'zh-CN'>, () => Promise<Catalogue>> = {
  'zh-TW': () => import('./locales/zh-TW').then((module) => module.zhTW),
  'en-US': () => import('./locales/en-US').then((module) => module.enUS),
};

/** Whether `locale`'s texts are in this page already (an instance can show them at once). */
export function isLocaleLoaded(locale: Locale): boolean {
  return loaded.has(locale);
}

/** Loads `locale`'s texts (a chunk of their own), once per page. */
export async function preloadLocale(locale: Locale): Promise<void> {
  if (loaded.has(locale)) return;
  loaded.set(locale, await importers[locale as Exclude<Locale, 'zh-CN'>]());
}

/** Adds a loaded locale to an instance made before it was loaded. */
export function addLocale(instance: i18n, locale: Locale): void {
  const catalogue = loaded.get(locale);
  // Deep and without overwriting: a lazy panel's area texts may have joined the locale first.
  if (catalogue) instance.addResourceBundle(locale, NAMESPACE, catalogue, true, false);
}

export function createChatI18n(locale: Locale = DEFAULT_LOCALE): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: Object.fromEntries([...loaded].map(([name, catalogue]) => [name, { [NAMESPACE]: catalogue }])),
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
