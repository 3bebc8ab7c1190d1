// One row of the conversation list: avatar with online dot, name, summary, time, unread badge.
import { useTranslation } from 'react-i18next';
import { styled } from 'styled-components';
import { v } from '../../theme/vars';
import { Avatar } from './avatar';
import { ownerOf } from './avatar-colour';
import { onOptionKeyDown } from './option-keys';
import { countBadge } from '../common/count-badge';

export interface ConversationItemProps {
  conversationID: string;
  name: string;
  avatar: string;
  summary: string;
  /** [有人@我] / [@所有人] before the summary while the mention is unread; '' for none. */
  mention?: string;
  time: string;
  unreadCount: number;
  muted: boolean;
  pinned: boolean;
  active: boolean;
  /** Only for one-to-one chats when online status is shown. */
  online: boolean;
  /** The list's one tab stop (the open conversation's row, or the first); the others take arrow keys. */
  tabStop?: boolean;
  onSelect(): void;
}

const Row = styled.div<{ $pinned: boolean; $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 10px 12px;
  cursor: pointer;
  user-select: none;
  background: ${({ $pinned, $active }) => ($active ? v.surfaceActive : $pinned ? v.pinned : 'transparent')};
  &:hover {
    background: ${v.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${v.primary};
    outline-offset: -2px;
  }
`;
const AvatarBox = styled.div`
  position: relative;
  flex: none;
`;
const Dot = styled.span`
  position: absolute;
  right: -2px;
  bottom: -2px;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  border: 2px solid ${v.background};
  background: ${v.success};
`;
const Badge = styled.span<{ $dot: boolean }>`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: ${({ $dot }) => ($dot ? '10px' : '18px')};
  height: ${({ $dot }) => ($dot ? '10px' : '18px')};
  padding: 0 ${({ $dot }) => ($dot ? '0' : '5px')};
  ${countBadge}
`;
const Body = styled.div`
  flex: 1;
  min-width: 0;
`;
const Line = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;
const Name = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  font-weight: 500;
`;
const Secondary = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${v.textSecondary};
  font-size: 12px;
  flex: none;
`;
const Summary = styled(Secondary)`
  flex: 1;
`;
const Mention = styled.span`
  color: ${v.danger};
`;

export function ConversationItem(props: ConversationItemProps) {
  const { t } = useTranslation('chat');
  const badge = props.unreadCount > 0 ? (props.muted ? '' : props.unreadCount > 99 ? t('conversation.unreadMore') : String(props.unreadCount)) : null;
  return (
    <Row
      role="option"
      aria-selected={props.active}
      data-conversation-id={props.conversationID}
      data-pinned={props.pinned || undefined}
      $pinned={props.pinned}
      $active={props.active}
      tabIndex={props.tabStop ? 0 : -1}
      onClick={props.onSelect}
      onKeyDown={(event) => onOptionKeyDown(event, props.onSelect)}
    >
      <AvatarBox>
        <Avatar src={props.avatar} alt={props.name} id={ownerOf(props.conversationID)} />
        {props.online && <Dot role="status" aria-label={t('conversation.online')} />}
        {badge !== null && (
          <Badge $dot={badge === ''} data-testid="unread-badge">
            {badge}
          </Badge>
        )}
      </AvatarBox>
      <Body>
        <Line>
          <Name>{props.name}</Name>
          <Secondary>{props.time}</Secondary>
        </Line>
        <Line>
          <Summary>
            {props.mention && <Mention data-testid="mention-mark">{props.mention}</Mention>}
            {props.summary}
          </Summary>
          {props.muted && (
            <Secondary role="img" aria-label={t('conversation.muted')} title={t('conversation.muted')}>
              🔕
            </Secondary>
          )}
        </Line>
      </Body>
    </Row>
  );
}
