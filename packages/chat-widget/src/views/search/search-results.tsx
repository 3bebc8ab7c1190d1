// The result lists (view): one section per type (the all tab: at most three each, 'view more'
// switches to that type), a conversation per row: its one matching message highlighted, or the
// count of its matches.
import { useTranslation } from 'react-i18next';
import { visibleSections, type SearchSection, type SearchType } from '../../machines/search';
import { HighlightText } from './highlight-text';
import { messageSummary } from './message-summary';
import { Link, Row, Section } from './search.styles';
import { TYPE_LABEL } from './search-labels';

export interface SearchResultsProps {
  type: SearchType;
  sections: SearchSection[];
  keywords: string[];
  nameOf(conversationID: string): string;
  onSelect(conversationID: string): void;
  onViewMore(type: Exclude<SearchType, 'all'>): void;
}

export function SearchResults({ type, sections, keywords, nameOf, onSelect, onViewMore }: SearchResultsProps) {
  const { t } = useTranslation('chat');
  return (
    <>
      {visibleSections(type, sections).map((section) => (
        <Section key={section.type} aria-label={t(TYPE_LABEL[section.type])}>
          {type === 'all' && <h3>{t(TYPE_LABEL[section.type])}</h3>}
          {section.items.map((item) => {
            const only = item.messageCount === 1 ? item.messageList[0] : undefined;
            return (
              <Row key={item.conversationID} type="button" data-conversation-id={item.conversationID} onClick={() => onSelect(item.conversationID)}>
                <span>{nameOf(item.conversationID)}</span>
                <small>
                  {only ? <HighlightText text={messageSummary(only, t)} keywords={keywords} /> : t('search.relatedCount', { count: item.messageCount })}
                </small>
              </Row>
            );
          })}
          {type === 'all' && section.type !== 'all' && section.cursor !== '' && (
            <Link type="button" onClick={() => onViewMore(section.type as Exclude<SearchType, 'all'>)}>
              {t('search.viewMore')}
            </Link>
          )}
        </Section>
      ))}
    </>
  );
}
