// The browser tab's title for a page: the product's name and the page's, in the language shown.
// The layout sets it for the pages it frames; the bare pages (sign-in, register, rules, the error
// pages before sign-in) set it here, so they are not 就业云 in every language.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleKey } from '../i18n-keys';

export function useDocumentTitle(title: ConsoleKey): void {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('common.productTitle')} - ${t(title)}`;
  }, [t, title]);
}
