// The group applications panel's texts: they travel in its lazy chunk (see ../../lazy-catalogue.ts).
import type { AreaCatalogues } from '../../lazy-catalogue';
import { groupApplication as enUS } from './en-US';
import { groupApplication as zhCN } from './zh-CN';
import { groupApplication as zhTW } from './zh-TW';

export const GROUP_APPLICATION_AREA = 'groupApplication';
export const groupApplicationCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
