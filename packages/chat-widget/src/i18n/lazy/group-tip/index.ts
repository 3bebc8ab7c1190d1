// Group tips' and the creation notice's sentences: the tip in the conversation (the chat window's
// chunk), search results and the conversation list's summary, which gets them with that chunk
// (engine/message-summary.ts: until then a tip reads [群提示消息]). Keys groupTip.x.
import type { AreaCatalogues } from '../../lazy-catalogue';
import { groupTip as enUS } from './en-US';
import { groupTip as zhCN } from './zh-CN';
import { groupTip as zhTW } from './zh-TW';

export const GROUP_TIP_AREA = 'groupTip';
export const groupTipCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
