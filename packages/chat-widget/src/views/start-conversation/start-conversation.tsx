// Container (lazy, with the contact area): the start-conversation menu and what it starts
// (spec/chat.md §2, §5): a single chat picks one friend (radio) and opens that conversation; a
// group chat picks friends (checkboxes) and asks the group create dialog for a group of them.
import { useState } from 'react';
import { useChatEngine } from '../../provider/engine-context';
import { useContactTexts } from '../contacts/use-contact-texts';
import { useOpenConversation } from '../contacts/use-open-conversation';
import { FriendSelectDialog } from '../friend-select/friend-select-dialog';
import { LazyMenu } from '../menu/lazy-menu';
import { widgetRequestsOf } from '../message-actions/widget-requests';

export interface StartConversationProps {
  menuOpen: boolean;
  onMenuOpenChange(open: boolean): void;
}

type Mode = 'single' | 'multi';

export default function StartConversation({ menuOpen, onMenuOpenChange }: StartConversationProps) {
  const { t } = useContactTexts();
  const engine = useChatEngine();
  const openConversation = useOpenConversation();
  const [picking, setPicking] = useState<Mode | null>(null);
  const items = [
    { id: 'single', label: t('contact.startSingle') },
    { id: 'multi', label: t('contact.startGroup') },
  ];
  return (
    <>
      <LazyMenu
        open={menuOpen}
        onOpenChange={onMenuOpenChange}
        items={items}
        label={t('contact.startMenu')}
        layout="column"
        align="end"
        onSelect={(id) => {
          onMenuOpenChange(false);
          setPicking(id as Mode);
        }}
      />
      {picking ? (
        <FriendSelectDialog
          mode={picking}
          title={picking === 'single' ? t('contact.startSingle') : t('contact.startGroup')}
          onClose={() => setPicking(null)}
          onConfirm={(userIDs) => {
            setPicking(null);
            if (picking === 'single') void openConversation(`C2C${userIDs[0]}`);
            else widgetRequestsOf(engine).emit('create-group', { memberList: userIDs });
          }}
        />
      ) : null}
    </>
  );
}
