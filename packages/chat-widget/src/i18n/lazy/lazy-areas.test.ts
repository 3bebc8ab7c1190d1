// Every lazy area has the same keys, with the same {{placeholders}}, in every locale, and a name
// the bundled catalogue leaves free.
import { LOCALES } from '../catalogue';
import { zhCN as bundled } from '../locales/zh-CN';
import type { AreaCatalogues } from '../lazy-catalogue';
import { callCatalogues } from './call';
import { callPickerCatalogues } from './call-picker';
import { composerCatalogues } from './composer';
import { errorCatalogues } from './errors';
import { groupApplicationCatalogues } from './group-application';
import { groupTipCatalogues } from './group-tip';
import { mergedDetailCatalogues } from './merged-detail';
import { messageCatalogues } from './message';
import { multiSelectCatalogues } from './multi-select';

const areas: Record<string, AreaCatalogues<Record<string, string>>> = {
  composer: composerCatalogues,
  errors: errorCatalogues,
  message: messageCatalogues,
  groupApplication: groupApplicationCatalogues,
  groupTip: groupTipCatalogues,
  callPicker: callPickerCatalogues,
  call: callCatalogues,
  multiSelect: multiSelectCatalogues,
  mergedDetail: mergedDetailCatalogues,
};
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();

describe.each(Object.entries(areas))('lazy area %s', (area, catalogues) => {
  it('is not an area of the bundled catalogue (its texts would never join: addAreaCatalogue skips an area there)', () => {
    expect(Object.keys(bundled)).not.toContain(area);
  });

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
