// The call screen's texts have the same keys and {{placeholders}} in every locale, none empty.
import { LOCALES } from '../../catalogue';
import { callCatalogues } from '.';

const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

it.each(LOCALES.filter((locale) => locale !== 'zh-CN'))("call texts in %s have zh-CN's keys and placeholders", (locale) => {
  const base: Record<string, string> = callCatalogues['zh-CN'];
  const other: Record<string, string> = callCatalogues[locale];
  expect(Object.keys(other).sort()).toEqual(Object.keys(base).sort());
  for (const key of Object.keys(base)) {
    expect(placeholders(other[key]!)).toEqual(placeholders(base[key]!));
    expect(other[key]).not.toBe('');
  }
});
