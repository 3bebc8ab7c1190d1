// The line a search result shows for a message: its text, a file's name, else the type's label
// in the reader's language.
import type { Message } from '../../engine/message';
import { messageSummary as summaryOf, type SummaryTranslate } from '../../engine/message-summary';
import { provideGroupTipSummaries } from '../messages/group-tip-summary';

// Search results read group tips as sentences (their views call useSentenceSummaries).
provideGroupTipSummaries();

export function messageSummary(message: Message, t: SummaryTranslate): string {
  if (message.type === 'TIMFileElem') return message.payload.fileName;
  return summaryOf(message.type, message.payload, t, message.nick || message.from);
}
