import type { FriendApplication, Friend } from '../../engine/contact-entities';
import type { Group, GroupType, Profile } from '../../engine/entities';

/** The contact list's sections, in display order (docs/chat.md §2 "Contact page"). */
export type ContactSectionID = 'customerService' | 'newContacts' | 'blacklist' | 'groups' | 'friends';

/** Everything the sections list; the customer-service section shows only when it has accounts. */
export interface ContactLists {
  customerService: Profile[];
  applications: FriendApplication[];
  /** Received applications not yet marked read. */
  unreadCount: number;
  /** Profiles of the blacklisted users. */
  blacklist: Profile[];
  groups: Group[];
  friends: Friend[];
}

/** The contact shown in the detail panel: enough to render before fresher data arrives. */
export type ContactSelection =
  | { kind: 'user'; userID: string; nick: string; avatar: string }
  | { kind: 'group'; groupID: string; name: string; avatar: string; type: GroupType };

/** What a search by ID found: the user and the group with that ID, either, both or none. */
export interface ContactSearchResults {
  users: Profile[];
  groups: Group[];
}

export interface ContactSectionsContext extends ContactLists {
  open: ContactSectionID | null;
  selected: ContactSelection | null;
  /** null until a search of the open search session has answered. */
  results: ContactSearchResults | null;
}

export type ContactSectionsEvent =
  | { type: 'TOGGLE'; section: ContactSectionID }
  | { type: 'SELECT'; contact: ContactSelection }
  | { type: 'DESELECT' }
  /** Pushed lists (FRIEND_LIST_UPDATED and the like), each replacing its own. */
  | { type: 'LISTS'; lists: Partial<ContactLists> }
  | { type: 'SEARCH_OPEN' }
  | { type: 'SEARCH'; id: string }
  | { type: 'SEARCH_CLOSE' }
  /** An application was accepted: the new friend is under friends. */
  | { type: 'ACCEPTED' }
  /** A user was blacklisted: they are under blacklist. */
  | { type: 'BLACKLISTED' };
