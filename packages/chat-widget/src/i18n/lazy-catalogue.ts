// Texts of panels that load on demand (contacts, groups): their catalogues travel in the panel's
// lazy chunk and join the widget's i18next instance when the panel first renders, so the up-front
// bundle carries only the texts of what shows first. Each area is a top-level key of the 'chat'
// namespace, read with t('area.key') like the bundled ones.
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { LOCALES, type Locale } from './catalogue';
import { NAMESPACE } from './create-i18n';

/** One area's texts in every locale; zh-TW and en-US must have zh-CN's keys (a type error otherwise). */
export type AreaCatalogues<T extends Record<string, string>> = Record<Locale, { [Key in keyof T]: string }>;

/** Adds `area`'s texts to the instance once (all locales, so switching language needs no reload). */
export function addAreaCatalogue(instance: i18n, area: string, catalogues: AreaCatalogues<Record<string, string>>): void {
  for (const locale of LOCALES) {
    if (instance.hasResourceBundle(locale, NAMESPACE) && instance.getResource(locale, NAMESPACE, area)) continue;
    instance.addResourceBundle(locale, NAMESPACE, { [area]: catalogues[locale] }, true, false);
  }
}

/** `useTranslation('chat')` after making sure `area`'s lazy texts are in the widget's instance. */
export function useAreaTranslation(area: string, catalogues: AreaCatalogues<Record<string, string>>) {
  const result = useTranslation(NAMESPACE);
  addAreaCatalogue(result.i18n, area, catalogues);
  return result;
}
