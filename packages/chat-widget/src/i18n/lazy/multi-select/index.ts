// The multi-select bar's texts: they travel in its lazy chunk (see ../../lazy-catalogue.ts).
import type { AreaCatalogues } from '../../lazy-catalogue';
import { multiSelect as enUS } from './en-US';
import { multiSelect as zhCN } from './zh-CN';
import { multiSelect as zhTW } from './zh-TW';

export const MULTI_SELECT_AREA = 'multiSelect';
export const multiSelectCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
