// What a route shows while its chunk or the session loads.
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}
