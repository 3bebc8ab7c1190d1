// The contact detail's actions (docs/chat.md §4 "Contact actions") bound for the view: the engine
// calls are machines/contact-sections/contact-actions.ts; here each outcome's toast shows (§8) and
// the list moves where the spec says (accepting → friends, blacklisting → blacklist, leaving a
// group → no selection).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupType } from '../../engine/entities';
import { contactActions, type ContactSectionsEvent } from '../../machines/contact-sections';
import { useChatUi } from '../../provider/chat-ui-context';
import { useChatEngine } from '../../provider/engine-context';
import { useToast } from '../toast/toast-provider';
import { useOutcomeToast } from '../toast/use-outcome-toast';
import { remarkTooLong } from './contact-relation';
import { useOpenConversation } from './use-open-conversation';

export function useContactActions(send: (event: ContactSectionsEvent) => void) {
  const engine = useChatEngine();
  const calls = useMemo(() => contactActions(engine), [engine]);
  const toast = useToast();
  const { t } = useTranslation('chat');
  const { state, dispatch } = useChatUi();
  const open = useOpenConversation();

  const shown = useOutcomeToast();

  // After dissolving or quitting: back to the list, and the group's chat closes if it was open.
  const left = (groupID: string) => {
    send({ type: 'DESELECT' });
    if (state.conversationID === `GROUP${groupID}`) dispatch({ type: 'close' });
  };

  return {
    async accept(userID: string) {
      if (await shown(calls.accept(userID))) send({ type: 'ACCEPTED' });
    },
    refuse: (userID: string) => shown(calls.refuse(userID)),
    deleteFriend: (userID: string) => shown(calls.deleteFriend(userID)),
    apply: async (userID: string, wording: string, remark: string) => void (await shown(calls.apply(userID, wording, remark))),
    /** False when the remark was refused (the row stays in edit mode). */
    async saveRemark(userID: string, remark: string): Promise<boolean> {
      if (remarkTooLong(remark)) {
        toast.error(t('contact.remarkTooLong'));
        return false;
      }
      return shown(calls.saveRemark(userID, remark));
    },
    async setBlacklisted(userID: string, blacklisted: boolean) {
      if ((await shown(calls.setBlacklisted(userID, blacklisted))) && blacklisted) send({ type: 'BLACKLISTED' });
    },
    /** Send message / enter chat: the conversation opens on the conversation tab. */
    open,
    async dissolve(groupID: string) {
      if (await shown(calls.dissolve(groupID))) left(groupID);
    },
    async quit(groupID: string) {
      if (await shown(calls.quit(groupID))) left(groupID);
    },
    join: async (groupID: string, type: GroupType, applyMessage: string) => void (await shown(calls.join(groupID, type, applyMessage))),
  };
}
