// Whether the current user may not speak in a group (docs/chat.md §5), over the engine and without
// React: read from the group and the user's own member profile, again when the group list changes
// or a group tip arrives in the conversation (a mute set, mute-all toggled), and once more when a
// timed mute ends, which no push announces.
import type { ChatEngine, ChatEventHandler } from '../engine/chat-engine';
import { EVENT } from '../engine/constants';
import { createStore } from './create-store';
import type { ExternalStore } from './external-store';
import { isMuted, type MuteState } from './mute-state';

export type MuteEngine = Pick<ChatEngine, 'getGroupProfile' | 'getGroupMemberProfile' | 'getLoginUser' | 'getServerTime' | 'on' | 'off'>;

/** setTimeout holds at most 2^31-1 ms (24.8 days; a mute may last 30): re-armed when it fires early. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function groupMuteStore(engine: MuteEngine, groupID: string, conversationID: string): ExternalStore<boolean> {
  return createStore(false, (set) => {
    let state: MuteState | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Bumped by each load and by the stop: an answer of an older one is dropped. */
    let generation = 0;
    const publish = () => {
      clearTimeout(timer);
      const now = engine.getServerTime();
      set(state !== null && isMuted(state, now));
      const left = (state?.muteUntil ?? 0) - now;
      if (left > 0) timer = setTimeout(publish, Math.min(left * 1000 + 100, LONGEST_TIMER_MS));
    };
    const load = async () => {
      const mine = ++generation;
      try {
        const { data } = await engine.getGroupProfile({ groupID });
        const me = engine.getLoginUser();
        const members = await engine.getGroupMemberProfile({ groupID, userIDList: [me] });
        if (mine !== generation) return;
        const muteUntil = members.data.memberList.find((member) => member.userID === me)?.muteUntil ?? 0;
        state = { muteAllMembers: data.group.muteAllMembers, role: data.group.selfInfo.role, muteUntil };
        publish();
      } catch {
        // Not a member any more or offline: the composer stays usable; the server refuses anyway.
      }
    };
    const onGroups = () => void load();
    const onMessages: ChatEventHandler<typeof EVENT.MESSAGE_RECEIVED> = ({ data }) => {
      if (data.some((message) => message.conversationID === conversationID && message.type === 'TIMGroupTipElem')) void load();
    };
    engine.on(EVENT.GROUP_LIST_UPDATED, onGroups);
    engine.on(EVENT.MESSAGE_RECEIVED, onMessages);
    void load();
    return () => {
      engine.off(EVENT.GROUP_LIST_UPDATED, onGroups);
      engine.off(EVENT.MESSAGE_RECEIVED, onMessages);
      clearTimeout(timer);
      generation++;
    };
  });
}
