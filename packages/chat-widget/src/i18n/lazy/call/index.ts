// The call screen's texts: they travel in its lazy chunk (see ../../lazy-catalogue.ts).
import type { AreaCatalogues } from '../../lazy-catalogue';
import { call as enUS } from './en-US';
import { call as zhCN } from './zh-CN';
import { call as zhTW } from './zh-TW';

export const CALL_AREA = 'call';
export const callCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
