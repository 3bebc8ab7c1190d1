// The SDK's EVENT and TYPES values, copied from @tencentcloud/chat 3.6.6 index.d.ts (its enums
// TencentCloudChat.EVENT and TencentCloudChat.TYPES). sdk-compat.test-d.ts checks them key by key.

/** Event names, as `TencentCloudChat.EVENT`. */
export const EVENT = {
  SDK_READY: 'sdkStateReady',
  SDK_NOT_READY: 'sdkStateNotReady',
  MESSAGE_RECEIVED: 'onMessageReceived',
  ROOM_CUSTOM_DATA_RECEIVED: 'onRoomCustomDataReceived',
  MESSAGE_MODIFIED: 'onMessageModified',
  MESSAGE_REVOKED: 'onMessageRevoked',
  MESSAGE_READ_BY_PEER: 'onMessageReadByPeer',
  MESSAGE_READ_RECEIPT_RECEIVED: 'onMessageReadReceiptReceived',
  /** In the SDK's runtime EVENT, not in its index.d.ts's enum (sdk-compat.test-d.ts). */
  MESSAGE_REACTIONS_UPDATED: 'onMessageReactionsUpdated',
  CONVERSATION_LIST_UPDATED: 'onConversationListUpdated',
  TOTAL_UNREAD_MESSAGE_COUNT_UPDATED: 'onTotalUnreadMessageCountUpdated',
  CONVERSATION_GROUP_LIST_UPDATED: 'onConversationGroupListUpdated',
  CONVERSATION_IN_GROUP_UPDATED: 'onConversationInGroupUpdated',
  GROUP_LIST_UPDATED: 'onGroupListUpdated',
  GROUP_ATTRIBUTES_UPDATED: 'groupAttributesUpdated',
  GROUP_COUNTER_UPDATED: 'onGroupCounterUpdated',
  TOPIC_CREATED: 'onTopicCreated',
  TOPIC_DELETED: 'onTopicDeleted',
  TOPIC_UPDATED: 'onTopicUpdated',
  PROFILE_UPDATED: 'onProfileUpdated',
  USER_STATUS_UPDATED: 'onUserStatusUpdated',
  BLACKLIST_UPDATED: 'blacklistUpdated',
  FRIEND_LIST_UPDATED: 'onFriendListUpdated',
  FRIEND_GROUP_LIST_UPDATED: 'onFriendGroupListUpdated',
  FRIEND_APPLICATION_LIST_UPDATED: 'onFriendApplicationListUpdated',
  MY_FOLLOWERS_LIST_UPDATED: 'onMyFollowersListUpdated',
  MY_FOLLOWING_LIST_UPDATED: 'onMyFollowingListUpdated',
  MUTUAL_FOLLOWERS_LIST_UPDATED: 'onMutualFollowersListUpdated',
  KICKED_OUT: 'kickedOut',
  ERROR: 'error',
  NET_STATE_CHANGE: 'netStateChange',
  ALL_RECEIVE_MESSAGE_OPT_UPDATED: 'onAllReceiveMessageOptUpdated',
  PINNED_GROUP_MESSAGE_UPDATED: 'onPinnedGroupMessageUpdated',
} as const;

/** Type values, as `TencentCloudChat.TYPES`. */
export const TYPES = {
  // Message types (Message.type).
  MSG_TEXT: 'TIMTextElem',
  MSG_IMAGE: 'TIMImageElem',
  MSG_AUDIO: 'TIMSoundElem',
  MSG_FILE: 'TIMFileElem',
  MSG_FACE: 'TIMFaceElem',
  MSG_VIDEO: 'TIMVideoFileElem',
  MSG_LOCATION: 'TIMLocationElem',
  MSG_GRP_TIP: 'TIMGroupTipElem',
  MSG_GRP_SYS_NOTICE: 'TIMGroupSystemNoticeElem',
  MSG_CUSTOM: 'TIMCustomElem',
  MSG_MERGER: 'TIMRelayElem',
  // Message priorities.
  MSG_PRIORITY_HIGH: 'High',
  MSG_PRIORITY_NORMAL: 'Normal',
  MSG_PRIORITY_LOW: 'Low',
  MSG_PRIORITY_LOWEST: 'Lowest',
  // Conversation types, group @-mention kinds and conversation marks.
  CONV_C2C: 'C2C',
  CONV_GROUP: 'GROUP',
  CONV_TOPIC: 'TOPIC',
  CONV_SYSTEM: '@TIM#SYSTEM',
  CONV_AT_ME: 1,
  CONV_AT_ALL: 2,
  CONV_AT_ALL_AT_ME: 3,
  CONV_MARK_TYPE_STAR: 0x1,
  CONV_MARK_TYPE_UNREAD: 0x2,
  CONV_MARK_TYPE_FOLD: 0x3,
  CONV_MARK_TYPE_HIDE: 0x4,
  // Group types.
  GRP_WORK: 'Private',
  GRP_PUBLIC: 'Public',
  GRP_MEETING: 'ChatRoom',
  GRP_AVCHATROOM: 'AVChatRoom',
  GRP_COMMUNITY: 'Community',
  // Group member roles.
  GRP_MBR_ROLE_OWNER: 'Owner',
  GRP_MBR_ROLE_ADMIN: 'Admin',
  GRP_MBR_ROLE_MEMBER: 'Member',
  GRP_MBR_ROLE_CUSTOM: 'Custom',
  // Group tip operation types (payload.operationType of MSG_GRP_TIP).
  GRP_TIP_MBR_JOIN: 1,
  GRP_TIP_MBR_QUIT: 2,
  GRP_TIP_MBR_KICKED_OUT: 3,
  GRP_TIP_MBR_SET_ADMIN: 4,
  GRP_TIP_MBR_CANCELED_ADMIN: 5,
  GRP_TIP_GRP_PROFILE_UPDATED: 6,
  GRP_TIP_MBR_PROFILE_UPDATED: 7,
  GRP_TIP_BAN_AVCHATROOM_MEMBER: 10,
  GRP_TIP_UNBAN_AVCHATROOM_MEMBER: 11,
  // Message remind types (mute).
  MSG_REMIND_ACPT_AND_NOTE: 'AcceptAndNotify',
  MSG_REMIND_ACPT_NOT_NOTE: 'AcceptNotNotify',
  MSG_REMIND_DISCARD: 'Discard',
  NOT_RECEIVE_OFFLINE_PUSH_EXCEPT_AT: 'AcceptNotNotifyExceptAt',
  NOT_RECEIVE_MSG_EXCEPT_AT: 'NotReceiveMsgExceptAt',
  // Profile genders.
  GENDER_UNKNOWN: 'Gender_Type_Unknown',
  GENDER_FEMALE: 'Gender_Type_Female',
  GENDER_MALE: 'Gender_Type_Male',
  // KICKED_OUT reasons (event data.type).
  KICKED_OUT_MULT_ACCOUNT: 'multipleAccount',
  KICKED_OUT_MULT_DEVICE: 'multipleDevice',
  KICKED_OUT_USERSIG_EXPIRED: 'userSigExpired',
  KICKED_OUT_REST_API: 'REST_API_Kick',
  // Friend request policies and admin restrictions.
  ALLOW_TYPE_ALLOW_ANY: 'AllowType_Type_AllowAny',
  ALLOW_TYPE_NEED_CONFIRM: 'AllowType_Type_NeedConfirm',
  ALLOW_TYPE_DENY_ANY: 'AllowType_Type_DenyAny',
  FORBID_TYPE_NONE: 'AdminForbid_Type_None',
  FORBID_TYPE_SEND_OUT: 'AdminForbid_Type_SendOut',
  // Group join options and join results.
  JOIN_OPTIONS_FREE_ACCESS: 'FreeAccess',
  JOIN_OPTIONS_NEED_PERMISSION: 'NeedPermission',
  JOIN_OPTIONS_DISABLE_APPLY: 'DisableApply',
  JOIN_STATUS_SUCCESS: 'JoinedSuccess',
  JOIN_STATUS_ALREADY_IN_GROUP: 'AlreadyInGroup',
  JOIN_STATUS_WAIT_APPROVAL: 'WaitAdminApproval',
  // Group profile field names.
  GRP_PROFILE_OWNER_ID: 'ownerID',
  GRP_PROFILE_CREATE_TIME: 'createTime',
  GRP_PROFILE_LAST_INFO_TIME: 'lastInfoTime',
  GRP_PROFILE_MEMBER_NUM: 'memberNum',
  GRP_PROFILE_MAX_MEMBER_NUM: 'maxMemberNum',
  GRP_PROFILE_JOIN_OPTION: 'joinOption',
  GRP_PROFILE_INTRODUCTION: 'introduction',
  GRP_PROFILE_NOTIFICATION: 'notification',
  GRP_PROFILE_MUTE_ALL_MBRS: 'muteAllMembers',
  // Relationship chain (friends and friend applications).
  SNS_ADD_TYPE_SINGLE: 'Add_Type_Single',
  SNS_ADD_TYPE_BOTH: 'Add_Type_Both',
  SNS_DELETE_TYPE_SINGLE: 'Delete_Type_Single',
  SNS_DELETE_TYPE_BOTH: 'Delete_Type_Both',
  SNS_APPLICATION_TYPE_BOTH: 'Pendency_Type_Both',
  SNS_APPLICATION_SENT_TO_ME: 'Pendency_Type_ComeIn',
  SNS_APPLICATION_SENT_BY_ME: 'Pendency_Type_SendOut',
  SNS_APPLICATION_AGREE: 'Response_Action_Agree',
  SNS_APPLICATION_AGREE_AND_ADD: 'Response_Action_AgreeAndAdd',
  SNS_CHECK_TYPE_BOTH: 'CheckResult_Type_Both',
  SNS_CHECK_TYPE_SINGLE: 'CheckResult_Type_Single',
  SNS_TYPE_NO_RELATION: 'CheckResult_Type_NoRelation',
  SNS_TYPE_A_WITH_B: 'CheckResult_Type_AWithB',
  SNS_TYPE_B_WITH_A: 'CheckResult_Type_BWithA',
  SNS_TYPE_BOTH_WAY: 'CheckResult_Type_BothWay',
  // NET_STATE_CHANGE states.
  NET_STATE_CONNECTED: 'connected',
  NET_STATE_CONNECTING: 'connecting',
  NET_STATE_DISCONNECTED: 'disconnected',
  // The @-everyone user ID in atUserList.
  MSG_AT_ALL: '__kImSDK_MesssageAtALL__',
  // setAllMessageRead scopes.
  READ_ALL_C2C_MSG: 'readAllC2CMessage',
  READ_ALL_GROUP_MSG: 'readAllGroupMessage',
  READ_ALL_MSG: 'readAllMessage',
  // User status types (USER_STATUS_UPDATED statusType).
  USER_STATUS_UNKNOWN: 0,
  USER_STATUS_ONLINE: 1,
  USER_STATUS_OFFLINE: 2,
  USER_STATUS_UNLOGINED: 3,
  // iOS offline push sounds.
  IOS_OFFLINE_PUSH_NO_SOUND: 'push.no_sound',
  IOS_OFFLINE_PUSH_DEFAULT_SOUND: 'default',
} as const;

/** `getGroupMessageReadMemberList` filters (the SDK documents these numbers but has no constant). */
export const READ_RECEIPT_FILTER = {
  READ: 0,
  UNREAD: 1,
} as const;

export type EventName = (typeof EVENT)[keyof typeof EVENT];
