// An engine error in the reader's language, chosen by its SDK error code (i18n/lazy/errors): what
// every toast (and bubble) that reports a failed engine call shows. A code without a text of its
// own gets the generic one with the code, never the engine's English message. The texts travel
// with the views that report errors (a lazy area), not up front.
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { errorCatalogues, ERRORS_AREA } from '../../i18n/lazy/errors';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';

/** The SDK's numeric code of anything thrown or answered, or null. */
export function errorCodeOf(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && Number.isFinite(code) ? code : null;
}

/** `t` must have the errors area (useErrorText does that). */
export function errorText(t: TFunction<'chat'>, error: unknown): string {
  const code = errorCodeOf(error);
  if (code === null) return t('errors.fallbackNoCode');
  return t(`errors.c${code}`, { defaultValue: '' }) || t('errors.fallback', { code });
}

/** `(error) => text` in the widget's current language. */
export function useErrorText(): (error: unknown) => string {
  const { t } = useAreaTranslation(ERRORS_AREA, errorCatalogues);
  return useCallback((error: unknown) => errorText(t, error), [t]);
}
