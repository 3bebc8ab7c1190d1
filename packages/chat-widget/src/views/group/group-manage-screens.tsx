// The manage panel's content for the open sub-view: one at a time (docs/chat.md §2).
import type { GroupAction, ManageView as SubView, PickPurpose, SelectedGroup } from '../../machines/group-manage';
import { MUTE_SECONDS } from '../../machines/group-manage';
import { AdminSettingsView } from './admin-settings-view';
import { ManageView } from './manage-view';
import { MemberListView } from './member-list-view';
import { MemberPicker } from './member-picker';
import { MemberProfileView } from './member-profile-view';
import { NoticeView } from './notice-view';
import { useGroupTexts } from './use-group-texts';

export interface GroupManageScreensProps {
  view: SubView;
  loaded: SelectedGroup;
  loadingMore: boolean;
  onOpen(view: SubView): void;
  onAct(action: GroupAction): void;
  onLoadMore(): void;
  /** Asks for confirmation first (removal, dissolve, quit). */
  onConfirm(action: Extract<GroupAction, { kind: 'remove' | 'dismiss' | 'quit' }>): void;
}

export const PICK_TITLE = {
  add: 'group.selectAdd',
  remove: 'group.selectRemove',
  admin: 'group.selectAdmin',
  transfer: 'group.selectTransfer',
  mute: 'group.selectMute',
} as const satisfies Record<PickPurpose, string>;

/** What a pick does for its purpose. */
function pickAction(purpose: PickPurpose, userIDs: string[]): GroupAction {
  const userID = userIDs[0]!;
  switch (purpose) {
    case 'add':
      return { kind: 'add', userIDs };
    case 'remove':
      return { kind: 'remove', userIDs };
    case 'admin':
      return { kind: 'role', userID, role: 'Admin' };
    case 'transfer':
      return { kind: 'transfer', userID };
    case 'mute':
      return { kind: 'mute', userID, seconds: MUTE_SECONDS };
  }
}

export function GroupManageScreens({ view, loaded, loadingMore, onOpen, onAct, onLoadMore, onConfirm }: GroupManageScreensProps) {
  const t = useGroupTexts();
  const { group, members, permissions } = loaded;
  switch (view.name) {
    case 'manage':
      return (
        <ManageView
          loaded={loaded}
          onOpen={onOpen}
          onRename={(name) => onAct({ kind: 'rename', name })}
          onDissolve={() => onConfirm({ kind: 'dismiss' })}
          onQuit={() => onConfirm({ kind: 'quit' })}
        />
      );
    case 'select':
      return (
        <MemberPicker
          key={view.purpose}
          purpose={view.purpose}
          title={t(PICK_TITLE[view.purpose])}
          members={members}
          selfID={loaded.selfID}
          onPick={(userIDs) => {
            if (userIDs.length === 0) return;
            const action = pickAction(view.purpose, userIDs);
            if (action.kind === 'remove') onConfirm(action);
            else onAct(action);
          }}
        />
      );
    case 'members':
      return (
        <MemberListView
          members={members}
          hasMore={loaded.hasMore}
          loadingMore={loadingMore}
          onMember={(userID) => onOpen({ name: 'profile', userID })}
          onLoadMore={onLoadMore}
        />
      );
    case 'profile':
      return <MemberProfileView member={members.find((m) => m.userID === view.userID)} />;
    case 'notice':
      return <NoticeView notice={group.notification} editable={permissions.editNotice} onPublish={(text) => onAct({ kind: 'notice', text })} />;
    case 'admins':
      return (
        <AdminSettingsView
          members={members}
          muteAll={group.muteAllMembers}
          canManageAdmins={permissions.manageAdmins}
          onPick={(purpose) => onOpen({ name: 'select', purpose })}
          onDemote={(userID) => onAct({ kind: 'role', userID, role: 'Member' })}
          onMuteAll={(on) => onAct({ kind: 'muteAll', on })}
          onUnmute={(userID) => onAct({ kind: 'mute', userID, seconds: 0 })}
        />
      );
  }
}
