// The keys are typed (i18n-keys.ts): tsc -b checks this file, so each @ts-expect-error fails the
// type check the day a key the catalogue lacks compiles again. Jest (swc) runs what they return.
import type { ParseKeys } from 'i18next';
import { addSignedInTexts, createConsoleI18n, isConsoleKey, isTopicKey } from './i18n';
import type { ConsoleKey, TopicKey } from './i18n-keys';
import { signedInMessages } from './locales/zh-CN/signed-in';

it('knows the first download’s topics at once and the signed-in pages’ once their chunk adds them', () => {
  const i18n = createConsoleI18n('zh-CN');
  expect(i18n.t('menu.home')).toBe('首页');
  expect(isTopicKey('login', 'usernameRequired')).toBe(true);
  expect(i18n.t('fairs.status.1')).toBe('fairs.status.1');
  expect(isConsoleKey('fairs.status.1')).toBe(false);
  addSignedInTexts(i18n, signedInMessages);
  expect(i18n.t('fairs.status.1')).toBe('报名中');
  expect(isConsoleKey('fairs.status.1')).toBe(true);
});

it('compiles only the keys of the catalogue, and answers them', () => {
  const i18n = createConsoleI18n('zh-CN');
  addSignedInTexts(i18n, signedInMessages);
  const { t } = i18n;
  expect(t('menu.home')).toBe('首页');
  expect(t('fairs.status.1')).toBe('报名中');
  // @ts-expect-error a key not in the catalogue
  expect(t('menu.noSuchKey')).toBe('menu.noSuchKey');
  // @ts-expect-error a default text does not excuse a missing key (strictKeyChecks)
  expect(t('menu.noSuchKey', '默认')).toBe('默认');
  // @ts-expect-error a topic not in the catalogue
  expect(t('nowhere.home')).toBe('nowhere.home');
});

it('types key tables: ConsoleKey and TopicKey hold catalogue keys only', () => {
  const { t } = createConsoleI18n('en-US');
  const table: { labelKey: ConsoleKey }[] = [{ labelKey: 'jobs.title' }, { labelKey: 'menu.home' }];
  expect(table.map(({ labelKey }) => t(labelKey))).toHaveLength(2);
  // @ts-expect-error a misspelt key in a table
  const misspelt: ConsoleKey = 'jobs.titel';
  // @ts-expect-error a key of another topic
  const elsewhere: TopicKey<'jobs'> = 'menu.home';
  expect([misspelt, elsewhere]).toEqual(['jobs.titel', 'menu.home']);
  // Every ConsoleKey is a key i18next's t() takes.
  const accepted: ParseKeys = table[0]!.labelKey;
  expect(accepted).toBe('jobs.title');
});

it('guards keys that come from runtime data', () => {
  expect(isTopicKey('menu', 'home')).toBe(true);
  expect(isTopicKey('menu', 'noSuchKey')).toBe(false);
  // Own keys only: nothing from Object.prototype.
  expect(isTopicKey('menu', 'toString')).toBe(false);
  expect(isConsoleKey('login.usernameRequired')).toBe(true);
  expect(isConsoleKey('fairs.status.1')).toBe(true);
  expect(isConsoleKey('login.noSuchKey')).toBe(false);
  expect(isConsoleKey('constructor.name')).toBe(false);
  expect(isConsoleKey('请输入用户名')).toBe(false);
  expect(isConsoleKey('.home')).toBe(false);
});
