// Container (lazy, in the lazy panels' chunk): what the start-conversation menu starts
// (docs/chat.md §2, §5): a single chat picks one friend (radio) and opens that conversation; a
// group chat picks friends (checkboxes) and asks the group create dialog for a group of them
// ('create-group').
import { useChatEngine } from '../../provider/engine-context';
import { useContactTexts } from '../contacts/use-contact-texts';
import { useOpenConversation } from '../contacts/use-open-conversation';
import { FriendSelectDialog } from '../friend-select/friend-select-dialog';
import { widgetRequestsOf } from '../message-actions/widget-requests';

export interface StartConversationProps {
  mode: 'single' | 'multi';
  onClose(): void;
}

export default function StartConversation({ mode, onClose }: StartConversationProps) {
  const { t } = useContactTexts();
  const engine = useChatEngine();
  const openConversation = useOpenConversation();
  return (
    <FriendSelectDialog
      mode={mode}
      title={mode === 'single' ? t('contact.startSingle') : t('contact.startGroup')}
      onClose={onClose}
      onConfirm={(userIDs) => {
        onClose();
        if (mode === 'single') void openConversation(`C2C${userIDs[0]}`);
        else widgetRequestsOf(engine).emit('create-group', { memberList: userIDs });
      }}
    />
  );
}
