// The call member picker's texts: they travel in its lazy chunk (see ../../lazy-catalogue.ts).
import type { AreaCatalogues } from '../../lazy-catalogue';
import { callPicker as enUS } from './en-US';
import { callPicker as zhCN } from './zh-CN';
import { callPicker as zhTW } from './zh-TW';

export const CALL_PICKER_AREA = 'callPicker';
export const callPickerCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
