// Every lazy area has the same keys, with the same {{placeholders}}, in every locale.
import { LOCALES } from '../catalogue';
import type { AreaCatalogues } from '../lazy-catalogue';
import { callCatalogues } from './call';
import { callPickerCatalogues } from './call-picker';
import { groupApplicationCatalogues } from './group-application';
import { mergedDetailCatalogues } from './merged-detail';
import { multiSelectCatalogues } from './multi-select';

const areas: Record<string, AreaCatalogues<Record<string, string>>> = {
  groupApplication: groupApplicationCatalogues,
  callPicker: callPickerCatalogues,
  call: callCatalogues,
  multiSelect: multiSelectCatalogues,
  mergedDetail: mergedDetailCatalogues,
};
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(areas))('lazy area %s', (_, catalogues) => {
  it.each(LOCALES.filter((locale) => locale !== 'zh-CN'))("%s has zh-CN's keys and placeholders, none empty", (locale) => {
    const base = catalogues['zh-CN'];
    const other = catalogues[locale];
    expect(Object.keys(other).sort()).toEqual(Object.keys(base).sort());
    for (const key of Object.keys(base)) {
      expect(placeholders(other[key]!)).toEqual(placeholders(base[key]!));
      expect(other[key]).not.toBe('');
    }
  });
});
