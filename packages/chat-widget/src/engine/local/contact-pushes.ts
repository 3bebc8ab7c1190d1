// Contact pushes (@employment-cloud/chat-protocol ContactEvents) → caches and SDK events.
import { EVENT } from '../constants';
import type { Friend } from '../contact-entities';
import type { Core } from './core';
import { toApplicationList, toFriend } from './from-wire-contacts';
import type { EventFrame, Events } from '@employment-cloud/chat-protocol';

/** The friends' remarks name their conversations: a changed one shows in the list at once. */
export function takeRemarks(core: Core, friends: Friend[]): void {
  if (!core.directory.putRemarks(friends) || !core.ready) return;
  core.conversations.relink();
  core.publishConversations();
}

/** Handles the frame if it is a contact event; false for anything else. */
export function contactPush(core: Core, frame: EventFrame): boolean {
  switch (frame.event) {
    case 'friendListUpdated': {
      const friends = (frame.data as Events['friendListUpdated']).friendList.map(toFriend);
      core.directory.putUsers(friends.map((f) => f.profile));
      core.emitter.emit(EVENT.FRIEND_LIST_UPDATED, friends);
      takeRemarks(core, friends);
      return true;
    }
    case 'friendApplicationListUpdated':
      core.emitter.emit(EVENT.FRIEND_APPLICATION_LIST_UPDATED, toApplicationList(frame.data as Events['friendApplicationListUpdated']));
      return true;
    case 'blacklistUpdated':
      core.emitter.emit(EVENT.BLACKLIST_UPDATED, [...(frame.data as Events['blacklistUpdated']).blacklist]);
      return true;
    default:
      return false;
  }
}
