// The friend applications the user has not looked at yet (the SDK's unreadCount): the contact
// tab's badge. Read once the engine is there, then from each FRIEND_APPLICATION_LIST_UPDATED;
// opening 新的联系人 marks them read and the push brings 0.
import { useEffect, useState } from 'react';
import type { ChatEngine, ChatEventHandler } from '../engine';
import { EVENT } from '../engine/constants';

export function useFriendApplicationUnread(engine: ChatEngine | null): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!engine) return;
    let live = true;
    // A push is newer than an answer still on its way: that answer is then dropped.
    let pushed = false;
    const updated: ChatEventHandler<typeof EVENT.FRIEND_APPLICATION_LIST_UPDATED> = ({ data }) => {
      pushed = true;
      setUnread(data.unreadCount);
    };
    engine.on(EVENT.FRIEND_APPLICATION_LIST_UPDATED, updated);
    engine.getFriendApplicationList().then(
      ({ data }) => live && !pushed && setUnread(data.unreadCount),
      () => undefined, // silent (the widget README): the next push corrects it
    );
    return () => {
      live = false;
      engine.off(EVENT.FRIEND_APPLICATION_LIST_UPDATED, updated);
      setUnread(0);
    };
  }, [engine]);
  return unread;
}
