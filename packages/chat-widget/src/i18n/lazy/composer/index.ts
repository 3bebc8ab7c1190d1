// The composer's texts (input, toolbar, sending, resumes, the header's typing): every view that
// shows them is in the chat window's lazy chunk or one it loads, so they travel there, not up
// front (see ../../lazy-catalogue.ts). Their keys stay composer.x.
import type { AreaCatalogues } from '../../lazy-catalogue';
import { composer as enUS } from './en-US';
import { composer as zhCN } from './zh-CN';
import { composer as zhTW } from './zh-TW';

export const COMPOSER_AREA = 'composer';
export const composerCatalogues: AreaCatalogues<typeof zhCN> = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS };
