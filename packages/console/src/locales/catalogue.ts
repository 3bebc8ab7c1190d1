// Every locale has zh-CN's keys: a missing translation is a type error.
import type { messages } from './zh-CN';

export type zhCN = { [Topic in keyof typeof messages]: { [Key in keyof (typeof messages)[Topic]]: string } };

export type Locale = 'zh-CN' | 'zh-TW' | 'en-US';
export const LOCALES: readonly Locale[] = ['zh-CN', 'zh-TW', 'en-US'];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
