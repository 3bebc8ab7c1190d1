// The console's translation keys, typed from the zh-CN catalogue (the source every other locale
// matches, locales/catalogue.ts): t('menu.home') compiles, t('menu.noSuchKey') does not. Types only:
// the guards for keys that come from runtime data are in i18n.ts (isTopicKey, isConsoleKey).
import type { messages } from './locales/zh-CN';

type Messages = typeof messages;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    keySeparator: '.';
    // t(key, defaultValue) is checked too: a default text does not excuse a missing key.
    strictKeyChecks: true;
    resources: { translation: Messages };
  }
}

/** A topic of the catalogue: 'menu', 'common', 'jobs'… */
export type ConsoleTopic = keyof Messages;

/** The keys of one topic, e.g. KeyInTopic<'menu'> is 'home' | 'login' | … */
export type KeyInTopic<Topic extends ConsoleTopic> = keyof Messages[Topic] & string;

/** A full key 'topic.key' of the catalogue, for key tables and props that hold one: t(key) compiles. */
export type ConsoleKey = { [Topic in ConsoleTopic]: `${Topic}.${KeyInTopic<Topic>}` }[ConsoleTopic];

/** A key of one topic, written in full: TopicKey<'jobs'> is 'jobs.title' | … */
export type TopicKey<Topic extends ConsoleTopic> = `${Topic}.${KeyInTopic<Topic>}`;
