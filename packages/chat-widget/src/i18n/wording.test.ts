// What every catalogue must not say (issue 31): an internal word (userID) in a user's face, the
// mainland 視頻 in Taiwan's texts (視訊通話, 影片), and the en-US member count repeating "members"
// after its heading (Members 2 members).
import { enUS } from './locales/en-US';
import { zhCN } from './locales/zh-CN';
import { zhTW } from './locales/zh-TW';
import { callCatalogues } from './lazy/call';
import { callPickerCatalogues } from './lazy/call-picker';
import { composerCatalogues } from './lazy/composer';
import { contactCatalogues } from './lazy/contact';
import { groupCatalogues } from './lazy/group';
import { groupApplicationCatalogues } from './lazy/group-application';
import { groupTipCatalogues } from './lazy/group-tip';
import { mergedDetailCatalogues } from './lazy/merged-detail';
import { messageCatalogues } from './lazy/message';
import { multiSelectCatalogues } from './lazy/multi-select';

const texts = (catalogue: object): string[] =>
  Object.values(catalogue).flatMap((value: unknown) => (value && typeof value === 'object' ? texts(value) : [String(value)]));
const lazy = [
  callCatalogues,
  callPickerCatalogues,
  composerCatalogues,
  contactCatalogues,
  groupCatalogues,
  groupApplicationCatalogues,
  groupTipCatalogues,
  mergedDetailCatalogues,
  messageCatalogues,
  multiSelectCatalogues,
];
const inLocale = (locale: 'zh-CN' | 'zh-TW' | 'en-US', bundled: object) => [...texts(bundled), ...lazy.flatMap((area) => texts(area[locale]))];

it('never shows the internal word userID', () => {
  for (const [locale, bundled] of [
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
    ['en-US', enUS],
  ] as const) {
    expect([locale, inLocale(locale, bundled).filter((text) => /userID/.test(text))]).toEqual([locale, []]);
  }
});

it('says 視訊 in zh-TW, never 視頻', () => {
  expect(inLocale('zh-TW', zhTW).filter((text) => text.includes('視頻'))).toEqual([]);
});

it("does not repeat 'members' after the Members heading in en-US", () => {
  const { members, memberCount } = groupCatalogues['en-US'];
  expect(`${members} ${memberCount.replace('{{count}}', '2')}`).not.toMatch(/members.*members/i);
});
