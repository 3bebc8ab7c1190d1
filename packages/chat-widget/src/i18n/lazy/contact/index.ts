// The contact area's texts in every locale (a lazy area: t('contact.key') once useContactTexts ran).
import type { AreaCatalogues } from '../../lazy-catalogue';
import { contactEnUS } from './en-US';
import { contactZhCN } from './zh-CN';
import { contactZhTW } from './zh-TW';

export const contactCatalogues: AreaCatalogues<typeof contactZhCN> = { 'zh-CN': contactZhCN, 'zh-TW': contactZhTW, 'en-US': contactEnUS };
