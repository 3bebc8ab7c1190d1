import type { ContactMethods } from '../protocol';
import { acceptFriendApplication, getFriendApplicationList, refuseFriendApplication, setFriendApplicationRead } from './contacts/applications';
import { addToBlacklist, getBlacklist, getCustomerServiceList, removeFromBlacklist } from './contacts/blacklist';
import { addFriend, checkFriend, deleteFriend, getFriendList, getFriendProfile, updateFriend } from './contacts/friends';
import type { Handler } from './types';

// Friends, friend applications, blacklist, customer-service accounts (one file per topic in contacts/).
export const CONTACT_HANDLERS: { [M in keyof ContactMethods]: Handler<M> } = {
  getFriendList,
  getFriendProfile,
  checkFriend,
  addFriend,
  deleteFriend,
  updateFriend,
  getFriendApplicationList,
  acceptFriendApplication,
  refuseFriendApplication,
  setFriendApplicationRead,
  getBlacklist,
  addToBlacklist,
  removeFromBlacklist,
  getCustomerServiceList,
};
