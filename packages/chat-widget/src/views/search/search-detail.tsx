// The detail view of one conversation's matches (container): the header (count, keywords,
// type), its matching messages (one in-conversation search), each opening the chat at itself,
// and 'enter chat' (at the newest match).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/message';
import { searchRequests, type SearchContext } from '../../machines/search';
import { useChatEngine } from '../../provider/engine-context';
import { HighlightText } from './highlight-text';
import { messageSummary } from './message-summary';
import { TYPE_LABEL } from './search-labels';
import { Link, Note, Row, Section } from './search.styles';

export interface SearchDetailProps {
  context: SearchContext;
  conversationID: string;
  name: string;
  count: number;
  keywords: string[];
  onBack(): void;
  onOpen(conversationID: string, messageID?: string): void;
}

export function SearchDetail({ context, conversationID, name, count, keywords, onBack, onOpen }: SearchDetailProps) {
  const { t } = useTranslation('chat');
  const engine = useChatEngine();
  const [messages, setMessages] = useState<Message[] | null>(null);
  useEffect(() => {
    let current = true;
    const [request] = searchRequests({ ...context, mode: 'conversation', conversationID, type: context.type === 'all' ? 'text' : context.type });
    const options = { ...request!.options, count: 100 };
    if (context.type === 'all') delete options.messageTypeList; // every type the all tab covers
    engine
      .searchCloudMessages(options)
      .then(({ data }) => current && setMessages(data.searchResultList.flatMap((item) => item.messageList)))
      .catch(() => current && setMessages([]));
    return () => {
      current = false;
    };
  }, [engine, context, conversationID]);

  return (
    <Section aria-label={name}>
      <Link type="button" onClick={onBack}>
        ‹ {t('search.back')}
      </Link>
      <h3>{t('search.detailHeader', { count, keywords: keywords.join(' '), type: t(TYPE_LABEL[context.type]) })}</h3>
      {/* At the newest match (the list's first), loaded with the history around it and blinking:
          only once the matches are known (before, it would open at the bottom). */}
      <Link type="button" disabled={messages === null} onClick={() => onOpen(conversationID, messages?.[0]?.ID)}>
        {name} · {t('search.enterChat')}
      </Link>
      {messages === null ? (
        <Note role="status">{t('search.loading')}</Note>
      ) : (
        messages.map((message) => (
          <Row key={message.ID} type="button" data-message-id={message.ID} onClick={() => onOpen(conversationID, message.ID)}>
            <small>{message.nick || message.from}</small>
            <span>
              <HighlightText text={messageSummary(message, t)} keywords={keywords} />
            </span>
          </Row>
        ))
      )}
    </Section>
  );
}
