// A result's conversation name: the conversation list's (nick, remark, group name), else its ID.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useChatEngine } from '../../provider/engine-context';
import { conversationName } from '../conversation-list/conversation-display';
import { useConversations } from '../conversation-list/use-conversations';

export function useConversationNames(): (conversationID: string) => string {
  const { t } = useTranslation('chat');
  const conversations = useConversations(useChatEngine());
  return useCallback(
    (conversationID: string) => {
      const conversation = conversations.find((c) => c.conversationID === conversationID);
      return conversation ? conversationName(conversation, t('conversation.anonymous')) : conversationID.replace(/^(C2C|GROUP)/, '');
    },
    [conversations, t],
  );
}
