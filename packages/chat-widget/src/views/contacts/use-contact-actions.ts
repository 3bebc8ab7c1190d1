// The contact detail's actions (docs/chat.md §4 "Contact actions") with their toasts (§8): each
// calls the engine, shows its success or failure text, and moves the list where the spec says
// (accepting → friends, blacklisting → blacklist, leaving a group → no selection).
import { useTranslation } from 'react-i18next';
import type { GroupType } from '../../engine/entities';
import type { JoinStatus } from '../../engine/group-admin';
import { DEFAULT_ADD_SOURCE } from '../../engine/limits';
import type { ContactSectionsEvent } from '../../machines/contact-sections';
import { useChatUi } from '../../provider/chat-ui-context';
import { useChatEngine } from '../../provider/engine-context';
import { useToast } from '../toast/toast-provider';
import { remarkTooLong } from './contact-relation';
import { useOpenConversation } from './use-open-conversation';

const JOIN_TEXT: Record<JoinStatus, string> = {
  WaitAdminApproval: 'contact.joinWaiting',
  JoinedSuccess: 'contact.joined',
  AlreadyInGroup: 'contact.alreadyMember',
};

export function useContactActions(send: (event: ContactSectionsEvent) => void) {
  const engine = useChatEngine();
  const toast = useToast();
  const { t } = useTranslation('chat');
  const { state, dispatch } = useChatUi();
  const open = useOpenConversation();

  const run = async (call: () => Promise<unknown>, success: string | null, failure: string): Promise<boolean> => {
    try {
      await call();
    } catch {
      toast.error(t(failure));
      return false;
    }
    if (success) toast.success(t(success));
    return true;
  };

  // After dissolving or quitting: back to the list, and the group's chat closes if it was open.
  const left = (groupID: string) => {
    send({ type: 'DESELECT' });
    if (state.conversationID === `GROUP${groupID}`) dispatch({ type: 'close' });
  };

  return {
    async accept(userID: string) {
      const ok = await run(() => engine.acceptFriendApplication({ userID, type: 'Response_Action_AgreeAndAdd' }), 'contact.accepted', 'contact.acceptFailed');
      if (ok) send({ type: 'ACCEPTED' });
    },
    refuse: (userID: string) => run(() => engine.refuseFriendApplication({ userID }), 'contact.refused', 'contact.refuseFailed'),
    deleteFriend: (userID: string) => run(() => engine.deleteFriend({ userIDList: [userID] }), 'contact.deleted', 'contact.deleteFailed'),
    async apply(userID: string, wording: string, remark: string) {
      try {
        const { data } = await engine.addFriend({ to: userID, source: DEFAULT_ADD_SOURCE, wording, remark, type: 'Add_Type_Both' });
        // code 0: the target accepts anyone (or had applied to us): friends at once.
        toast.success(t(data.code === 0 ? 'contact.accepted' : 'contact.applied'));
      } catch {
        toast.error(t('contact.applyFailed'));
      }
    },
    /** False when the remark was refused (the row stays in edit mode). */
    async saveRemark(userID: string, remark: string): Promise<boolean> {
      if (remarkTooLong(remark)) {
        toast.error(t('contact.remarkTooLong'));
        return false;
      }
      return run(() => engine.updateFriend({ userID, remark }), 'contact.remarkSaved', 'contact.remarkFailed');
    },
    async setBlacklisted(userID: string, blacklisted: boolean) {
      if (!blacklisted) return void (await run(() => engine.removeFromBlacklist({ userIDList: [userID] }), null, 'contact.blacklistRemoveFailed'));
      if (await run(() => engine.addToBlacklist({ userIDList: [userID] }), null, 'contact.blacklistAddFailed')) send({ type: 'BLACKLISTED' });
    },
    /** Send message / enter chat: the conversation opens on the conversation tab. */
    open,
    async dissolve(groupID: string) {
      if (await run(() => engine.dismissGroup(groupID), 'contact.dissolved', 'contact.dissolveFailed')) left(groupID);
    },
    async quit(groupID: string) {
      if (await run(() => engine.quitGroup(groupID), 'contact.quitDone', 'contact.quitFailed')) left(groupID);
    },
    async join(groupID: string, type: GroupType, applyMessage: string) {
      try {
        const { data } = await engine.joinGroup({ groupID, applyMessage, type });
        toast.success(t(JOIN_TEXT[data.status]));
      } catch {
        toast.error(t('contact.joinFailed'));
      }
    },
  };
}
