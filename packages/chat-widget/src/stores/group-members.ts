// A group's members read 100 at a time (docs/chat.md §9) until the last page, for the lists that
// need them all (the '@' list, the call picker), and the call picker's store of them.
import type { ChatEngine } from '../engine/chat-engine';
import type { GroupMember } from '../engine/entities';
import { createStore } from './create-store';
import type { ExternalStore } from './external-store';

export const MEMBER_PAGE_SIZE = 100;

type MembersEngine = Pick<ChatEngine, 'getGroupMemberList'>;

/**
 * Every member, page by page (`onPage` with each). The last page is the one answered with offset
 * 0, a short page, or an offset that does not move on (which would otherwise loop for ever).
 */
export async function loadGroupMembers(
  engine: MembersEngine,
  groupID: string,
  onPage: (members: GroupMember[]) => void = () => undefined,
): Promise<GroupMember[]> {
  const all: GroupMember[] = [];
  for (let offset = 0; ; ) {
    const { data } = await engine.getGroupMemberList({ groupID, count: MEMBER_PAGE_SIZE, offset });
    all.push(...data.memberList);
    onPage(data.memberList);
    if (data.memberList.length < MEMBER_PAGE_SIZE || !data.offset || data.offset <= offset) return all;
    offset = data.offset;
  }
}

/** Every member but the reader, named by group name card, nick or user ID (the '@' list's people). */
export async function loadOthers(
  engine: MembersEngine & Pick<ChatEngine, 'getLoginUser'>,
  groupID: string,
): Promise<{ userID: string; name: string; avatar: string }[]> {
  const me = engine.getLoginUser();
  const members = await loadGroupMembers(engine, groupID);
  return members.filter((m) => m.userID !== me).map((m) => ({ userID: m.userID, name: m.nameCard || m.nick || m.userID, avatar: m.avatar }));
}

export interface GroupMembersState {
  members: GroupMember[];
  /** The pages are still coming. */
  loading: boolean;
}

/** Members so far, and whether more are coming. A failure ends loading with what came. */
export function groupMembersStore(engine: MembersEngine, groupID: string): ExternalStore<GroupMembersState> {
  return createStore<GroupMembersState>({ members: [], loading: true }, (set) => {
    loadGroupMembers(engine, groupID, (page) => set((state) => ({ ...state, members: [...state.members, ...page] })))
      .catch((error: { code?: number; message?: string }) => console.warn('getGroupMemberList failed', error?.code, error?.message))
      .finally(() => set((state) => ({ ...state, loading: false })));
    return () => undefined;
  });
}
