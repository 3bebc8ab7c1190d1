// In-conversation results (view): the conversation's matching messages, newest first; image,
// video and file results grouped by day (the widget README), images and videos as thumbnails. A
// click goes to the message (an image opens the previewer).
import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/message';
import { groupByDay, MESSAGE_TYPES, type SearchSection, type SearchType } from '../../machines/search';
import { HighlightText } from './highlight-text';
import { MediaResults } from './media-results';
import { messageSummary } from './message-summary';
import { Row, Section } from './search.styles';

export interface ConversationResultsProps {
  type: SearchType;
  sections: SearchSection[];
  keywords: string[];
  onOpenMessage(messageID: string): void;
}

function MessageRow({ message, keywords, onOpen }: { message: Message; keywords: string[]; onOpen(): void }) {
  const { t } = useTranslation('chat');
  return (
    <Row type="button" data-message-id={message.ID} onClick={onOpen}>
      <small>{message.nick || message.from}</small>
      <span>
        <HighlightText text={messageSummary(message, t)} keywords={keywords} />
      </span>
    </Row>
  );
}

export function ConversationResults({ type, sections, keywords, onOpenMessage }: ConversationResultsProps) {
  // Only the tab's own types: what another tab found may show a moment before the new search answers.
  const wanted: readonly string[] = type === 'all' ? [] : MESSAGE_TYPES[type];
  const messages = sections.flatMap((section) => section.items.flatMap((item) => item.messageList)).filter((m) => type === 'all' || wanted.includes(m.type));
  if (type === 'imageVideo') return <MediaResults messages={messages} onOpenMessage={onOpenMessage} />;
  if (type === 'file')
    return (
      <>
        {groupByDay(messages).map(({ day, messages: ofDay }) => (
          <Section key={day} aria-label={day}>
            <h3>{day}</h3>
            {ofDay.map((message) => (
              <MessageRow key={message.ID} message={message} keywords={keywords} onOpen={() => onOpenMessage(message.ID)} />
            ))}
          </Section>
        ))}
      </>
    );
  return (
    <Section>
      {messages.map((message) => (
        <MessageRow key={message.ID} message={message} keywords={keywords} onOpen={() => onOpenMessage(message.ID)} />
      ))}
    </Section>
  );
}
