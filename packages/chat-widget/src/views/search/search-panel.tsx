// The search panel (a lazy chunk, loaded when search opens): type tabs, time tabs, the spinner,
// the empty state, the results and the detail view, all read from the search machine.
import * as Tabs from '@radix-ui/react-tabs';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { CONVERSATION_TYPES, GLOBAL_TYPES, splitKeywords, type SearchType } from '../../machines/search';
import { ConversationResults } from './conversation-results';
import { useConversationNames } from './use-conversation-names';
import { useSentenceSummaries } from '../conversation-list/use-sentence-summaries';
import { SearchDatePicker } from './search-date-picker';
import { SearchDetail } from './search-detail';
import { SearchResults } from './search-results';
import { TIME_PRESETS, TYPE_LABEL } from './search-labels';
import { Chips, Link, Note, Panel } from './search.styles';
import type { SearchActor } from './use-search';
import { rovingTab, rovingTabList } from '../common/roving-tabs';

export interface SearchPanelProps {
  actor: SearchActor;
  onOpen(conversationID: string, messageID?: string): void;
}

export default function SearchPanel({ actor, onOpen }: SearchPanelProps) {
  const { t } = useTranslation('chat');
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const loadingMore = useSelector(actor, (snapshot) => snapshot.hasTag('loadingMore'));
  const shown = useSelector(actor, (snapshot) => snapshot.matches({ searching: 'shown' }));
  const nameOf = useConversationNames();
  useSentenceSummaries();
  const keywords = splitKeywords(context.text);
  const types = context.mode === 'global' ? GLOBAL_TYPES : CONVERSATION_TYPES;
  const detail = context.detailConversationID
    ? context.sections.flatMap((section) => section.items).find((item) => item.conversationID === context.detailConversationID)
    : undefined;

  if (detail)
    return (
      <Panel>
        <SearchDetail
          context={context}
          conversationID={detail.conversationID}
          name={nameOf(detail.conversationID)}
          count={detail.messageCount}
          keywords={keywords}
          onBack={() => actor.send({ type: 'BACK' })}
          onOpen={onOpen}
        />
      </Panel>
    );

  const empty = shown && context.error === null && context.sections.every((section) => section.items.length === 0);
  const more = context.type !== 'all' && context.sections.some((section) => section.cursor !== '');
  return (
    <Panel>
      <Tabs.Root value={context.type} onValueChange={(value) => actor.send({ type: 'SET_TYPE', searchType: value as SearchType })} activationMode="manual">
        <Chips as={Tabs.List} aria-label={t('search.types')} {...rovingTabList}>
          {types.map((type) => (
            <Tabs.Trigger key={type} value={type} {...rovingTab(type === context.type)}>
              {t(TYPE_LABEL[type])}
            </Tabs.Trigger>
          ))}
        </Chips>
        <Chips role="group" aria-label={t('search.times')}>
          {TIME_PRESETS.map(({ time, label }) => (
            <button key={time.key} type="button" aria-pressed={context.time.key === time.key} onClick={() => actor.send({ type: 'SET_TIME', time })}>
              {t(label)}
            </button>
          ))}
          <SearchDatePicker actor={actor} time={context.time} />
        </Chips>
        <Tabs.Content value={context.type}>
          {loading && <Note role="status">{t('search.loading')}</Note>}
          {empty && <Note>{t('search.empty')}</Note>}
          {!loading && context.mode === 'conversation' && context.conversationID && (
            <ConversationResults
              type={context.type}
              sections={context.sections}
              keywords={keywords}
              onOpenMessage={(messageID) => onOpen(context.conversationID!, messageID)}
            />
          )}
          {!loading && context.mode === 'global' && (
            <SearchResults
              type={context.type}
              sections={context.sections}
              keywords={keywords}
              nameOf={nameOf}
              onSelect={(conversationID) => actor.send({ type: 'SELECT', conversationID })}
              onViewMore={(searchType) => actor.send({ type: 'VIEW_MORE', searchType })}
            />
          )}
          {more && !loading && (
            <Link type="button" disabled={loadingMore} onClick={() => actor.send({ type: 'LOAD_MORE' })}>
              {t('search.loadMore')}
            </Link>
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Panel>
  );
}
