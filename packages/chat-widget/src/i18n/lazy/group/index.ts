// The group screens' lazy catalogues (they travel in the group panels' chunk).
import type { AreaCatalogues } from '../../lazy-catalogue';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';

export type GroupTexts = { [Key in keyof typeof zhCN]: string };

export const groupCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
