// Gives the summaries (the conversation list, search results) group tips' and creation notices'
// sentences, with their texts, once a chunk that shows them is in (engine/message-summary.ts).
import { groupCreateData, groupCreatedText, groupTipText } from '../../engine/group-tip-text';
import type { GroupTipPayload } from '../../engine/message';
import { provideSentenceSummaries } from '../../engine/message-summary';
import { GROUP_TIP_AREA, groupTipCatalogues } from '../../i18n/lazy/group-tip';

export function provideGroupTipSummaries(): void {
  provideSentenceSummaries({
    area: GROUP_TIP_AREA,
    catalogues: groupTipCatalogues,
    format(type, payload, t, sender) {
      const operationType = (payload as { operationType?: unknown } | null)?.operationType;
      if (type === 'TIMGroupTipElem' && typeof operationType === 'number') return groupTipText(payload as GroupTipPayload, t);
      const created = groupCreateData(type, payload);
      return created ? groupCreatedText(created, sender, t) : null;
    },
  });
}
