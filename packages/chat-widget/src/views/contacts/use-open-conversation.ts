// Opening a conversation from the contact area (send message, enter chat, a new single chat):
// the engine switches to it first (getConversationProfile); then it opens on the conversation
// tab. A refusal shows 进入会话失败 (docs/chat.md §8).
import { useTranslation } from 'react-i18next';
import { useChatUi } from '../../provider/chat-ui-context';
import { useChatEngine } from '../../provider/engine-context';
import { useToast } from '../toast/toast-provider';

export function useOpenConversation() {
  const engine = useChatEngine();
  const toast = useToast();
  const { t } = useTranslation('chat');
  const { dispatch } = useChatUi();
  return async (conversationID: string) => {
    try {
      await engine.getConversationProfile(conversationID);
    } catch {
      return toast.error(t('contact.enterFailed'));
    }
    dispatch({ type: 'open', conversationID });
  };
}
