// The merged detail view's texts: they travel in its lazy chunk (see ../../lazy-catalogue.ts).
import type { AreaCatalogues } from '../../lazy-catalogue';
import { mergedDetail as enUS } from './en-US';
import { mergedDetail as zhCN } from './zh-CN';
import { mergedDetail as zhTW } from './zh-TW';

export const MERGED_DETAIL_AREA = 'mergedDetail';
export const mergedDetailCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
