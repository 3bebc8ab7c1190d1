/** One choosable user: a friend, or a user found by ID. */
export interface FriendOption {
  userID: string;
  name: string;
  avatar: string;
}

export type FriendSelectMode = 'single' | 'multi';

export interface FriendSelectInput {
  mode: FriendSelectMode;
}

export interface FriendSelectContext {
  mode: FriendSelectMode;
  friends: FriendOption[];
  /** The friend list has answered (or failed). */
  loaded: boolean;
  /** What the last search by ID found; null shows the friends. */
  found: FriendOption[] | null;
  selected: string[];
}

export type FriendSelectEvent =
  | { type: 'SEARCH'; userID: string }
  /** The search box emptied: back to the friends. */
  | { type: 'CLEAR' }
  | { type: 'TOGGLE'; userID: string };
