// 最新沟通: the reader's latest one-to-one conversations (the candidate, the last message's summary
// and time, the unread count), each opening the chat modal on it as the 消息 menu item and the
// 沟通 buttons do (open-chat); 打开消息 opens the modal on its list.
import { chatEvents } from '@employment-cloud/chat-widget';
import { MessageSquareDashed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LatestConversation } from '../../api/workplace.api';
import { LinkButton, minuteText } from '../../kit';
import { messageSummary } from './message-summary';
import { EmptyNote, WorkplacePanel } from './workplace-panel';

const Rows = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid #ebeef5;
  }
  button {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 2px 12px;
    width: 100%;
    padding: 8px 4px;
    border: 0;
    background: none;
    color: #303133;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover,
  button:focus-visible {
    background: #f5f7fa;
  }
  .name {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  time {
    font-size: 12px;
    color: #606266;
    font-variant-numeric: tabular-nums;
  }
  .summary {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
    color: #606266;
  }
  .unread {
    justify-self: end;
    min-width: 18px;
    padding: 0 6px;
    border-radius: 9px;
    background: #d03a3a;
    color: #fff;
    font-size: 12px;
    line-height: 18px;
    text-align: center;
  }
`;

export function LatestConversations({ conversations }: { conversations: LatestConversation[] }) {
  const { t } = useTranslation();
  return (
    <WorkplacePanel
      id="home-conversations"
      title={t('home.latestConversations')}
      action={
        <LinkButton type="button" onClick={() => chatEvents.emit('open-chat', {})}>
          {t('home.latestConversationsAll')}
        </LinkButton>
      }
    >
      {conversations.length === 0 ? (
        <EmptyNote icon={MessageSquareDashed} text={t('home.latestConversationsEmpty')} />
      ) : (
        <Rows aria-labelledby="home-conversations">
          {conversations.map((conversation) => {
            const at = conversation.lastMessage?.at;
            return (
              <li key={conversation.conversationID}>
                <button type="button" onClick={() => chatEvents.emit('open-chat', { conversationID: conversation.conversationID })}>
                  <span className="name">{conversation.name}</span>
                  {at ? <time dateTime={at}>{minuteText(at)}</time> : <span />}
                  <span className="summary">{messageSummary(t, conversation.lastMessage)}</span>
                  {conversation.unreadCount > 0 ? <span className="unread">{t('home.unread', { count: conversation.unreadCount })}</span> : <span />}
                </button>
              </li>
            );
          })}
        </Rows>
      )}
    </WorkplacePanel>
  );
}
