// Summaries that are sentences (group tips, a group's creation notice) arrive with a later chunk
// (engine/message-summary.ts): this re-renders the caller when they do, with their texts added.
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { onSentenceSummaries, sentenceSummaries } from '../../engine/message-summary';
import { addAreaCatalogue } from '../../i18n/lazy-catalogue';

export function useSentenceSummaries(): void {
  const { i18n } = useTranslation('chat');
  const provided = useSyncExternalStore(onSentenceSummaries, sentenceSummaries, sentenceSummaries);
  if (provided) addAreaCatalogue(i18n, provided.area, provided.catalogues as Parameters<typeof addAreaCatalogue>[2]);
}
