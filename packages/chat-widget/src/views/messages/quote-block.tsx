// The quoted message above a reply's content: sender and abstract; a click jumps to the original.
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { quoteAbstract } from '../../engine/message-summary';
import type { MessageReply } from '../../machines/message-list';
import { v } from '../../theme/vars';

const Quote = styled.button`
  display: block;
  max-width: 100%;
  margin-bottom: 6px;
  padding: 4px 8px;
  border: none;
  border-left: 3px solid ${v.textSecondary};
  border-radius: 4px;
  background: rgba(0, 0, 0, 0.06);
  color: inherit;
  font-size: 12px;
  text-align: left;
  cursor: pointer;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export function QuoteBlock({ reply, onClick }: { reply: MessageReply; onClick?(messageID: string): void }) {
  const { t } = useTranslation('chat');
  return (
    <Quote type="button" data-testid="quote-block" onClick={() => onClick?.(reply.messageID)}>
      {reply.sender}: {quoteAbstract(reply.type, reply.abstract, t)}
    </Quote>
  );
}
