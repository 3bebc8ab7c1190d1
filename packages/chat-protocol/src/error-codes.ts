// The SDK's error codes of the wire protocol (protocol.ts re-exports them). No imports.
/** The SDK's error codes that both the local engine and the server use. */
export const ERROR_CODES = {
  /** Text contains locally blocked words. */
  LOCAL_BLOCKED_WORDS: 3123,
  /** Image message failed, invalid image format. */
  INVALID_IMAGE: 4004,
  /** File message failed, banned file. */
  BANNED_FILE: 4005,
  /** File does not exist. */
  FILE_MISSING: 7004,
  /** File too large (limit 100 MB). */
  FILE_TOO_LARGE: 7005,
  /** Message too long (limit 12 KB). */
  MESSAGE_TOO_LONG: 8001,
  /** Revoke period passed. */
  REVOKE_TIME_LIMIT: 20016,
  /** Text has sensitive content. */
  SENSITIVE_TEXT: 80001,
  /** Image has sensitive content. */
  SENSITIVE_IMAGE: 80004,
  /** UserSig expired. */
  USERSIG_EXPIRED: 70001,
  /** UserSig invalid or tampered. */
  USERSIG_INVALID: 70003,
  /** UserSig issued to another user. */
  USERSIG_USER_MISMATCH: 70013,
  /** UserSig issued for another app. */
  SDKAPPID_MISMATCH: 70020,
  /** Not logged in. */
  NOT_LOGGED_IN: 2024,
  /** The network is down or the request timed out. */
  NETWORK: 2800,
  /** Invalid parameters. */
  INVALID_PARAMS: 2000,
  /** The user is muted in the group. */
  MUTED: 10017,
  /** Not a member of the group. */
  NOT_GROUP_MEMBER: 10007,
  /** The group does not exist. */
  GROUP_NOT_FOUND: 10010,
  /** createGroup with a group ID that is taken. */
  GROUP_ID_IN_USE: 10021,
  // Group administration (the IM server's group codes and the SDK's 26xx group codes).
  /** Not allowed for the caller's role or the group's type (the IM server's 10007). */
  GROUP_NO_PERMISSION: 10007,
  /** The owner may not quit (except a Work group). */
  OWNER_CANNOT_QUIT: 10009,
  /** The group is full. */
  GROUP_FULL: 10014,
  /** The application was handled already, or there is none. */
  APPLICATION_HANDLED: 10024,
  /** Ownership cannot move in an AVChatRoom. */
  CANNOT_CHANGE_OWNER_IN_AV: 2620,
  /** The new owner is the owner. */
  CANNOT_CHANGE_OWNER_TO_SELF: 2621,
  /** The user acted on is not a member (the widget's 该用户不在群组内). */
  MEMBER_NOT_IN_GROUP: 2623,
  /** AVChatRoom members join by themselves; nobody adds them. */
  CANNOT_ADD_MEMBER_IN_AV: 2661,
  /** setGroupMemberRole takes Admin or Member. */
  INVALID_MEMBER_ROLE: 2683,
  /** One cannot change one's own role. */
  CANNOT_SET_SELF_MEMBER_ROLE: 2684,
  /** One cannot mute oneself. */
  CANNOT_MUTE_SELF: 2685,
  /** The user does not exist. */
  USER_NOT_FOUND: 20003,
  /** The message does not exist. */
  MESSAGE_NOT_FOUND: 20001,
  /** Sent too fast. */
  RATE_LIMITED: 20004,
  /** Translation / voice-to-text not enabled. */
  FEATURE_NOT_ENABLED: 2902,
  // Message reactions (the SDK's 230xx codes).
  /** The message has the most reactions it may have (REACTION_LIMITS.reactionsPerMessage): "max reaction limit reached". */
  REACTION_LIMIT: 23005,
  /** The reaction has the most users it may have (REACTION_LIMITS.usersPerReaction). */
  REACTION_USER_LIMIT: 23006,
  /** The caller reacted with it already. */
  REACTION_EXISTS: 23007,
  /** The message has no such reaction. */
  REACTION_NOT_FOUND: 23008,
  /** The caller is not among the reaction's users. */
  REACTION_NOT_MINE: 23009,
  // Contacts (the SDK's relationship codes and the IM server's friend_* / black_list_* codes).
  /** The user is not (mutually) my friend: updateFriend, getFriendProfile. */
  NOT_MY_FRIEND: 2700,
  /** No such friend application to accept or refuse. */
  FRIEND_APPLICATION_NOT_EXIST: 2716,
  /** The blacklist cannot hold oneself. */
  CANNOT_ADD_SELF_TO_BLACKLIST: 2742,
  /** Invalid relationship request: adding oneself or a friend, remark or wording too long. */
  FRIEND_INVALID_REQUEST: 30001,
  /** The account asked about does not exist. */
  FRIEND_ACCOUNT_NOT_FOUND: 30003,
  /** Adding a friend whom I have blacklisted. */
  FRIEND_IN_MY_BLACKLIST: 30515,
  /** The target accepts no friend requests (AllowType_Type_DenyAny). */
  FRIEND_DENIES_ANY: 30516,
  /** Adding a friend who has blacklisted me. */
  IN_FRIEND_BLACKLIST: 30525,
  /** addFriend's result code (not an error): the application waits for the target's confirmation. */
  FRIEND_APPLICATION_PENDING: 30539,
  /** Deleting a user who is not my friend. */
  NOT_FRIEND_TO_DELETE: 31704,
  /** A C2C message to someone who has blacklisted the sender. */
  IN_PEER_BLACKLIST: 20007,
  // Signalling (the SDK's TSignaling codes).
  /** The invitation is unknown, or over (answered by all, cancelled or timed out). */
  SIGNALING_INVALID_INVITE_ID: 8010,
  /** Cancelling another's invitation, or answering one not sent to you (or answered already). */
  SIGNALING_NO_PERMISSION: 8011,
} as const;
