// Contact wire shapes (@employment-cloud/chat-protocol) → the SDK shapes of ../contact-entities.ts.
import type { Friend, FriendApplicationList } from '../contact-entities';
import { toProfile } from './from-wire';
import type { WireFriend, WireFriendApplications } from '@employment-cloud/chat-protocol';

export function toFriend(wire: WireFriend): Friend {
  return {
    userID: wire.userID,
    remark: wire.remark,
    groupList: [],
    source: wire.source,
    wording: wire.wording,
    addTime: wire.addTime,
    profile: toProfile(wire.profile),
    friendCustomField: [],
  };
}

export function toApplicationList(wire: WireFriendApplications): FriendApplicationList {
  return { friendApplicationList: wire.friendApplicationList.map((a) => ({ ...a })), unreadCount: wire.unreadCount };
}
