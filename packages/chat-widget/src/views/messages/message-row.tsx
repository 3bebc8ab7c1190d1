// One message in the list: timestamp, revoked or tip line, or avatar + bubble + status + label.
import { MESSAGE_AREA, messageCatalogues } from '../../i18n/lazy/message';
import { useAreaTranslation } from '../../i18n/lazy-catalogue';
import { styled, css, keyframes } from 'styled-components';
import type { Message } from '../../engine';
import { groupCreateData } from '../../engine/group-tip-text';
import type { MessageReply } from '../../machines/message-list';
import type { ReadLabel } from '../../machines/read-receipts';
import { v } from '../../theme/vars';
import { Avatar } from '../conversation-list/avatar';
import { MessageActions, MessageExtras } from '../message-actions';
import { Selectable } from '../multi-select';
import { BubbleContent } from './bubble-content';
import { MessageStatus, showsProgress, UploadProgress } from './message-status';
import { QuoteBlock } from './quote-block';
import { ReactionRow } from '../reactions';

export interface MessageRowProps {
  message: Message;
  timestamp: string | null;
  blink: boolean;
  readLabel: ReadLabel | null;
  /** The message it quotes (cloudCustomData's messageReply), shown above its content. */
  reply?: MessageReply | null;
  mobileWidth: number | null;
  isGroup: boolean;
  onResend(message: Message): void;
  onReedit(text: string): void;
  /** Group labels open the read-receipt panel. */
  onReadLabel?(message: Message): void;
  /** The quote was clicked: jump to the original. */
  onQuote?(messageID: string): void;
  /** The × of an upload in progress (absent where the engine cannot cancel one). */
  onCancelUpload?: ((message: Message) => void) | null;
}

const blinkFrames = keyframes`50% { opacity: 0.4; }`;
const Row = styled.div`
  padding: 6px 16px;
`;
const Center = styled.div`
  text-align: center;
  color: ${v.textSecondary};
  font-size: 12px;
  padding: 4px 0;
`;
const Line = styled.div<{ $out: boolean }>`
  display: flex;
  gap: 8px;
  flex-direction: ${({ $out }) => ($out ? 'row-reverse' : 'row')};
  align-items: flex-start;
`;
const Column = styled.div<{ $out: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $out }) => ($out ? 'flex-end' : 'flex-start')};
  max-width: 70%;
  gap: 2px;
`;
const Bubble = styled.div<{ $out: boolean; $blink: boolean }>`
  padding: 8px 12px;
  border-radius: ${v.radius};
  background: ${({ $out }) => ($out ? v.bubbleOut : v.bubbleIn)};
  color: ${({ $out }) => ($out ? v.bubbleOutText : v.bubbleInText)};
  ${({ $blink }) =>
    $blink &&
    css`
      animation: ${blinkFrames} 1s ease-in-out 3;
    `}
`;
const WithStatus = styled.div<{ $out: boolean }>`
  display: flex;
  align-items: center;
  gap: 6px;
  flex-direction: ${({ $out }) => ($out ? 'row-reverse' : 'row')};
`;
const Small = styled.span`
  color: ${v.textSecondary};
  font-size: 12px;
`;
const Link = styled.button`
  border: none;
  background: none;
  color: ${v.primary};
  cursor: pointer;
  font-size: 12px;
`;

function ReadText({ label, onClick }: { label: ReadLabel; onClick?(): void }) {
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const text =
    label.kind === 'read'
      ? t('message.read')
      : label.kind === 'unread'
        ? t('message.unread')
        : label.kind === 'allRead'
          ? t('message.allRead')
          : t('message.readCount', { count: label.count });
  if (onClick)
    return (
      <Link type="button" data-testid="read-label" aria-haspopup="dialog" onClick={onClick}>
        {text}
      </Link>
    );
  return <Small data-testid="read-label">{text}</Small>;
}

export function MessageRow(props: MessageRowProps) {
  const { message, timestamp, blink, readLabel, reply, mobileWidth, isGroup, onResend, onReedit, onReadLabel, onQuote, onCancelUpload } = props;
  const { t } = useAreaTranslation(MESSAGE_AREA, messageCatalogues);
  const out = message.flow === 'out';
  const stamp = timestamp && <Center data-testid="timestamp">{timestamp}</Center>;

  if (message.isRevoked) {
    const ownText = out && message.type === 'TIMTextElem' ? message.payload.text : null;
    return (
      <Row data-message-id={message.ID}>
        {stamp}
        <Center>
          {out ? t('message.youRecalled') : t('message.recalledBy', { name: message.nameCard || message.nick || message.from })}
          {ownText !== null && <Link onClick={() => onReedit(ownText)}>{t('message.reedit')}</Link>}
        </Center>
      </Row>
    );
  }
  // Group tips, and the creation notice (a group_create card), read as a line across the list.
  if (message.type === 'TIMGroupTipElem' || groupCreateData(message.type, message.payload)) {
    return (
      <Row data-message-id={message.ID}>
        {stamp}
        <Center>
          <BubbleContent message={message} mobileWidth={mobileWidth} />
        </Center>
      </Row>
    );
  }
  return (
    <Row data-message-id={message.ID}>
      {stamp}
      <Selectable message={message}>
        <Line $out={out}>
          <Avatar src={message.avatar} alt={message.nick || message.from} size={36} id={message.from} />
          <Column $out={out}>
            {isGroup && !out && <Small>{message.nameCard || message.nick || message.from}</Small>}
            <WithStatus $out={out}>
              <MessageActions message={message}>
                <Bubble $out={out} $blink={blink} data-blink={blink || undefined}>
                  {reply && !message.hasRiskContent && <QuoteBlock reply={reply} onClick={onQuote} />}
                  {message.hasRiskContent ? <Small>{t('message.riskContent')}</Small> : <BubbleContent message={message} mobileWidth={mobileWidth} />}
                  {showsProgress(message) && <UploadProgress message={message} onCancel={onCancelUpload ? () => onCancelUpload(message) : undefined} />}
                </Bubble>
              </MessageActions>
              <MessageStatus message={message} onResend={() => onResend(message)} />
            </WithStatus>
            <MessageExtras message={message} />
            <ReactionRow message={message} />
            {readLabel && <ReadText label={readLabel} onClick={isGroup && onReadLabel ? () => onReadLabel(message) : undefined} />}
          </Column>
        </Line>
      </Selectable>
    </Row>
  );
}
