// The stickers' names ([小狗]…): only views in lazy chunks show them (the bubble, the virtualised
// conversation list, the notifier), so they travel there, not up front (see ../../lazy-catalogue.ts).
// Where they are not in yet (the conversation list's first plain rows), a sticker reads [动画表情].
import type { AreaCatalogues } from '../../lazy-catalogue';
import { sticker as enUS } from './en-US';
import { sticker as zhCN } from './zh-CN';
import { sticker as zhTW } from './zh-TW';

export const STICKER_AREA = 'sticker';
export const stickerCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
