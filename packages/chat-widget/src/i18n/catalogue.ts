import type { zhCN } from './locales/zh-CN';

/** Every catalogue has zh-CN's keys (a missing translation is a type error). */
export type Catalogue = { [Area in keyof typeof zhCN]: { [Key in keyof (typeof zhCN)[Area]]: string } };

export type Locale = 'zh-CN' | 'zh-TW' | 'en-US';
export const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
