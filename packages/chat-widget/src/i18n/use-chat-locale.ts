// One widget instance's i18next instance in the host's locale. A locale not loaded yet (zh-TW,
// en-US: chunks of their own) is loaded first: `ready` is false until then, so the first frame
// is never shown in another language. A later switch keeps the current texts until the new
// ones are in. A chunk that fails to load leaves the bundled zh-CN texts (i18next's fallback).
import type { i18n } from 'i18next';
import { useEffect, useState } from 'react';
import type { Locale } from './catalogue';
import { addLocale, createChatI18n, isLocaleLoaded, preloadLocale } from './create-i18n';

export function useChatLocale(locale: Locale): { i18n: i18n; ready: boolean } {
  const [i18n] = useState(() => createChatI18n(locale));
  const [ready, setReady] = useState(() => isLocaleLoaded(locale));
  useEffect(() => {
    let current = true;
    void preloadLocale(locale)
      .catch(() => undefined)
      .then(() => {
        if (!current) return;
        addLocale(i18n, locale);
        if (i18n.language !== locale) void i18n.changeLanguage(locale);
        setReady(true);
      });
    return () => {
      current = false;
    };
  }, [i18n, locale]);
  return { i18n, ready };
}
