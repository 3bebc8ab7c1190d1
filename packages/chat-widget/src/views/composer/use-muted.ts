// Whether the current user may not speak in this group (docs/chat.md §5): fetched from the group
// and own member profile, again when the group changes (mute set, mute-all toggled).
import { useEffect, useState } from 'react';
import { EVENT } from '../../engine/constants';
import { useChatEngine } from '../../provider/engine-context';
import { isMuted, type MuteState } from './muted';

export function useMuted(conversationID: string): boolean {
  const engine = useChatEngine();
  const [state, setState] = useState<MuteState | null>(null);
  const groupID = conversationID.startsWith('GROUP') ? conversationID.slice(5) : null;

  useEffect(() => {
    setState(null);
    if (!groupID) return;
    let live = true;
    const load = async () => {
      try {
        const { data } = await engine.getGroupProfile({ groupID });
        const me = engine.getLoginUser();
        const members = await engine.getGroupMemberProfile({ groupID, userIDList: [me] });
        const muteUntil = members.data.memberList.find((m) => m.userID === me)?.muteUntil ?? 0;
        if (live) setState({ muteAllMembers: data.group.muteAllMembers, role: data.group.selfInfo.role, muteUntil });
      } catch {
        // Not a member any more or offline: the composer stays usable; the server refuses anyway.
      }
    };
    void load();
    const onGroups = () => void load();
    const onMessages = ({ data }: { data: { conversationID: string; type: string }[] }) => {
      if (data.some((m) => m.conversationID === conversationID && m.type === 'TIMGroupTipElem')) void load();
    };
    engine.on(EVENT.GROUP_LIST_UPDATED, onGroups);
    engine.on(EVENT.MESSAGE_RECEIVED, onMessages);
    return () => {
      live = false;
      engine.off(EVENT.GROUP_LIST_UPDATED, onGroups);
      engine.off(EVENT.MESSAGE_RECEIVED, onMessages);
    };
  }, [engine, groupID, conversationID]);

  // A mute ends by itself at muteUntil, with no push: look again then.
  const [checks, expired] = useState(0);
  useEffect(() => {
    const left = (state?.muteUntil ?? 0) - engine.getServerTime();
    if (left <= 0) return;
    // setTimeout holds at most 2^31-1 ms (24.8 days; a mute may last 30): re-armed when it fires early.
    const timer = setTimeout(() => expired((n) => n + 1), Math.min(left * 1000 + 100, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [engine, state, checks]);

  return state !== null && isMuted(state, engine.getServerTime());
}
