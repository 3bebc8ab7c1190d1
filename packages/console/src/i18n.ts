// The console's i18next instance: zh-CN (default), zh-TW, en-US. One namespace holds every topic
// (locales/<locale>/<topic>.ts), so keys read as 'topic.key': t('menu.home'), t('common.logout'). The chosen locale is stored; else the browser language decides.
// zh-CN (also the fallback) is bundled in two parts: the topics of the sign-in and error pages
// with the first download, the signed-in pages' with the signed-in gate's chunk (addSignedInTexts).
// The other two languages are chunks loaded when chosen, so a page downloads one language (views
// suspend until it is in). The keys are typed from zh-CN (i18n-keys.ts):
// a key the catalogue lacks does not compile; a key from runtime data is checked first (isConsoleKey).
import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { setRequestLanguage } from './api/request-language';
import type { ConsoleKey, ConsoleTopic, KeyInTopic } from './i18n-keys';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales/catalogue';
import type { messages as zhCNMessages } from './locales/zh-CN';
import { firstMessages } from './locales/zh-CN/first';
import type { signedInMessages } from './locales/zh-CN/signed-in';

type Catalogue = Partial<typeof zhCNMessages>;

/** The zh-CN topics this page has so far: the first download's, and the signed-in ones once added. */
let zhCN: Catalogue = firstMessages;

const loadLocale = (locale: string) =>
  locale === 'en-US' ? import('./locales/en-US') : locale === 'zh-TW' ? import('./locales/zh-TW') : Promise.resolve({ messages: zhCN });

/**
 * Adds the signed-in pages' zh-CN topics, which the signed-in gate's chunk brings, to `instance`
 * (once) and to the key checks below. zh-CN is also every language's fallback.
 */
export function addSignedInTexts(instance: I18n, texts: typeof signedInMessages): void {
  zhCN = { ...zhCN, ...texts };
  if (!instance.getResource('zh-CN', 'translation', 'jobs')) instance.addResourceBundle('zh-CN', 'translation', texts, true, false);
}

export const LOCALE_KEY = 'ec-console-locale';

/** The stored locale, else the closest browser language, else zh-CN. */
export function pickLocale(stored: string | null, browserLanguages: readonly string[]): Locale {
  if (stored && (LOCALES as readonly string[]).includes(stored)) return stored as Locale;
  for (const language of browserLanguages) {
    const lower = language.toLowerCase();
    if (lower.startsWith('en')) return 'en-US';
    if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo' || lower.startsWith('zh-hant')) return 'zh-TW';
    if (lower.startsWith('zh')) return 'zh-CN';
  }
  return DEFAULT_LOCALE;
}

function initialLocale(): Locale {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(LOCALE_KEY);
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return pickLocale(stored, languages);
}

function init(locale: Locale) {
  const instance = i18next.createInstance();
  // The server words its messages in the language shown (api/client.ts sends it), and the page
  // says which language it is in (screen readers' voices, the browser's translate offer, fonts).
  const shown = (language: string) => {
    setRequestLanguage(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  };
  instance.on('languageChanged', shown);
  shown(locale);
  const ready = instance
    .use(resourcesToBackend((language: string) => loadLocale(language).then((module) => module.messages)))
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: LOCALES,
      load: 'currentOnly',
      resources: { 'zh-CN': { translation: zhCN } },
      partialBundledLanguages: true,
      initAsync: false,
      interpolation: { escapeValue: false },
    });
  return { instance, ready };
}

/** The app's instance: zh-CN is ready at once; views suspend until another language is in. */
export function createConsoleI18n(locale: Locale = initialLocale()): I18n {
  return init(locale).instance;
}

/** An instance once its language is loaded. */
export async function loadConsoleI18n(locale: Locale): Promise<I18n> {
  const { instance, ready } = init(locale);
  await ready;
  return instance;
}

/** Switches the language and remembers it. */
export function setLocale(instance: I18n, locale: Locale): void {
  localStorage.setItem(LOCALE_KEY, locale);
  void instance.changeLanguage(locale);
}

/** A date in the current locale's format (Intl). */
export function formatDate(date: Date | number, locale: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(locale, options).format(date);
}

/** Whether `key` is a key of `topic` (zh-CN, which every locale matches): a runtime value checked before t(). */
export function isTopicKey<Topic extends ConsoleTopic>(topic: Topic, key: string): key is KeyInTopic<Topic> {
  const texts: object | undefined = zhCN[topic];
  return texts !== undefined && Object.hasOwn(texts, key);
}

const isTopic = (topic: string): topic is ConsoleTopic => Object.hasOwn(zhCN, topic);

/** Whether `key` is a full key 'topic.key' of the catalogue (a form rule's message, say): checked before t(). */
export function isConsoleKey(key: string): key is ConsoleKey {
  const dot = key.indexOf('.');
  const topic = key.slice(0, dot);
  return dot > 0 && isTopic(topic) && isTopicKey(topic, key.slice(dot + 1));
}
