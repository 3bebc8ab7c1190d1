// A group's members for the call picker, read 100 at a time (docs/chat.md §9) until the last page.
import { useEffect, useState } from 'react';
import type { ChatEngine } from '../../engine/chat-engine';
import type { GroupMember } from '../../engine/entities';

export const MEMBER_PAGE_SIZE = 100;

export async function loadGroupMembers(engine: ChatEngine, groupID: string, onPage: (members: GroupMember[]) => void): Promise<void> {
  let offset = 0;
  do {
    const { data } = await engine.getGroupMemberList({ groupID, count: MEMBER_PAGE_SIZE, offset });
    onPage(data.memberList);
    offset = data.offset;
  } while (offset !== 0);
}

/** Members so far, and whether the pages are still coming. A failure ends loading with what came. */
export function useGroupMembers(engine: ChatEngine, groupID: string): { members: GroupMember[]; loading: boolean } {
  const [state, setState] = useState<{ members: GroupMember[]; loading: boolean }>({ members: [], loading: true });
  useEffect(() => {
    let live = true;
    setState({ members: [], loading: true });
    loadGroupMembers(engine, groupID, (page) => live && setState((s) => ({ ...s, members: [...s.members, ...page] })))
      .catch((error: { code?: number; message?: string }) => console.warn('getGroupMemberList failed', error?.code, error?.message))
      .finally(() => live && setState((s) => ({ ...s, loading: false })));
    return () => {
      live = false;
    };
  }, [engine, groupID]);
  return state;
}
