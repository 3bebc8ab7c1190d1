// The engine errors' texts (see ./zh-CN.ts): they travel with the views that report errors, not
// up front (see ../../lazy-catalogue.ts). Their keys stay errors.x.
import type { AreaCatalogues } from '../../lazy-catalogue';
import { errors as enUS } from './en-US';
import { errors as zhCN } from './zh-CN';
import { errors as zhTW } from './zh-TW';

export const ERRORS_AREA = 'errors';
export const errorCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
