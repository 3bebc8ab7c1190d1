// The askResume card (docs/chat.md §3: link, text, description). The candidate who received it
// answers from the card itself with 发送简历, as with the toolbar's button.
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { styled } from 'styled-components';
import type { MessageOf } from '../../engine';
import { SafeLink } from '../common/safe-link';
import { useSendItems } from '../composer/use-send-items';
import { LazySendResume } from '../resume/lazy-send-resume';
import { useCandidateTools } from '../toolbar/use-recruiter-tools';
import { v } from '../../theme/vars';
import { Card, str, Title } from './card-parts';

/** The card's actions are links in look (card-parts' Action); the chooser's button is one too. */
const Answer = styled.span`
  & button {
    padding: 0;
    border: none;
    background: none;
    color: ${v.primary};
    cursor: pointer;
  }
`;

function SendResumeAnswer({ conversationID }: { conversationID: string }) {
  const send = useSendItems(conversationID);
  return (
    <Answer>
      <LazySendResume onSend={(items) => void send(items)} />
    </Answer>
  );
}

export function AskResumeCard({ message, data }: { message: MessageOf<'TIMCustomElem'>; data: Record<string, unknown> }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const candidate = useCandidateTools();
  return (
    <Card data-business-id="askResume">
      <Title>{str(data.text) || t('message.askResume')}</Title>
      {str(data.description) && <span>{str(data.description)}</span>}
      {str(data.link) && <SafeLink href={str(data.link)} />}
      {candidate && message.flow === 'in' && <SendResumeAnswer conversationID={message.conversationID} />}
    </Card>
  );
}
