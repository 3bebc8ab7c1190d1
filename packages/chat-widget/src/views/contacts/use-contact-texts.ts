// The contact area's texts (lazy: they travel with the contact chunk), then t('contact.key').
import { contactCatalogues } from '../../i18n/lazy/contact';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';

export const useContactTexts = () => useAreaTranslation('contact', contactCatalogues);
