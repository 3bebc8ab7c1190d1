// The contact detail's engine calls (docs/chat.md §4 "Contact actions"), without React: each
// resolves to whether it succeeded and the catalogue key of the toast that says so (§8), or none.
// The view's hook (views/contacts/use-contact-actions.ts) shows the text and moves the list.
import type { ChatEngine } from '../../engine/chat-engine';
import type { GroupType } from '../../engine/entities';
import type { JoinStatus } from '../../engine/group-admin';
import { DEFAULT_ADD_SOURCE } from '../../engine/limits';
import { attempt, type ActionOutcome } from '../../stores/outcome';

type ContactOutcome = ActionOutcome;

export type ContactActionsEngine = Pick<
  ChatEngine,
  | 'acceptFriendApplication'
  | 'refuseFriendApplication'
  | 'deleteFriend'
  | 'addFriend'
  | 'updateFriend'
  | 'addToBlacklist'
  | 'removeFromBlacklist'
  | 'dismissGroup'
  | 'quitGroup'
  | 'joinGroup'
>;

const JOIN_TEXT: Record<JoinStatus, string> = {
  WaitAdminApproval: 'contact.joinWaiting',
  JoinedSuccess: 'contact.joined',
  AlreadyInGroup: 'contact.alreadyMember',
};

export function contactActions(engine: ContactActionsEngine) {
  return {
    accept: (userID: string) =>
      attempt(() => engine.acceptFriendApplication({ userID, type: 'Response_Action_AgreeAndAdd' }), 'contact.accepted', 'contact.acceptFailed'),
    refuse: (userID: string) => attempt(() => engine.refuseFriendApplication({ userID }), 'contact.refused', 'contact.refuseFailed'),
    deleteFriend: (userID: string) => attempt(() => engine.deleteFriend({ userIDList: [userID] }), 'contact.deleted', 'contact.deleteFailed'),
    async apply(userID: string, wording: string, remark: string): Promise<ContactOutcome> {
      try {
        const { data } = await engine.addFriend({ to: userID, source: DEFAULT_ADD_SOURCE, wording, remark, type: 'Add_Type_Both' });
        // code 0: the target accepts anyone (or had applied to us): friends at once.
        return { ok: true, text: data.code === 0 ? 'contact.accepted' : 'contact.applied' };
      } catch {
        return { ok: false, text: 'contact.applyFailed' };
      }
    },
    saveRemark: (userID: string, remark: string) => attempt(() => engine.updateFriend({ userID, remark }), 'contact.remarkSaved', 'contact.remarkFailed'),
    setBlacklisted: (userID: string, blacklisted: boolean) =>
      blacklisted
        ? attempt(() => engine.addToBlacklist({ userIDList: [userID] }), null, 'contact.blacklistAddFailed')
        : attempt(() => engine.removeFromBlacklist({ userIDList: [userID] }), null, 'contact.blacklistRemoveFailed'),
    dissolve: (groupID: string) => attempt(() => engine.dismissGroup(groupID), 'contact.dissolved', 'contact.dissolveFailed'),
    quit: (groupID: string) => attempt(() => engine.quitGroup(groupID), 'contact.quitDone', 'contact.quitFailed'),
    async join(groupID: string, type: GroupType, applyMessage: string): Promise<ContactOutcome> {
      try {
        const { data } = await engine.joinGroup({ groupID, applyMessage, type });
        return { ok: true, text: JOIN_TEXT[data.status] };
      } catch {
        return { ok: false, text: 'contact.joinFailed' };
      }
    },
  };
}
