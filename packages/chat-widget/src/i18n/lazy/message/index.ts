// The message list's and its bubbles' texts: every view that shows them is in the chat window's
// lazy chunk or one it loads, so they travel there, not up front (see ../../lazy-catalogue.ts).
// Their keys stay message.x; the dates the conversation list shows up front are time.x.
import type { AreaCatalogues } from '../../lazy-catalogue';
import { message as enUS } from './en-US';
import { message as zhCN } from './zh-CN';
import { message as zhTW } from './zh-TW';

export const MESSAGE_AREA = 'message';
export const messageCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
