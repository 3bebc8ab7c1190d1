// Type-level checks against @tencentcloud/chat's own index.d.ts, compiled by
// `tsc -b` (`npm run lint:types`; jest does not run this file).
// Only `import type`: the SDK is never loaded at runtime.
import type TencentCloudChat from '@tencentcloud/chat';
import type { ChatSDK } from '@tencentcloud/chat';
import type { EVENT, TYPES } from './constants';
import type { ChatEngine } from './chat-engine';
import type { SignalingEventData, TSIGNALING } from './signaling';
import type { MessageType as EngineMessageType } from './message';
import type { MessageType as WireMessageType, WireSignalingEventData } from '@employment-cloud/chat-protocol';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Assert<T extends true> = T;

// The instance type: what TencentCloudChat.create() returns is the exported class ChatSDK.
export type SdkIsChatSDK = Assert<Equal<ReturnType<typeof TencentCloudChat.create>, ChatSDK>>;

/** The value of an enum member type: TYPES.MSG_TEXT → 'TIMTextElem', TYPES.CONV_AT_ME → 1. */
type ValueOf<E> = E extends string ? `${E}` : E extends number ? (`${E}` extends `${infer N extends number}` ? N : never) : never;
/** An enum object's members by value; a numeric enum's reverse mapping (its number index) is left out. */
type EnumValues<E> = { readonly [K in keyof E as K extends string ? K : never]: ValueOf<E[K]> };

// 1. EVENT and TYPES hold exactly the SDK's keys and values. One event is missing from the SDK's
// index.d.ts enum though its runtime EVENT has it (and emits it, MsgReactionModule): reactions'
// MESSAGE_REACTIONS_UPDATED, whose runtime value tencent/create-tencent-chat.test.ts checks.
type UntypedInSdk = 'MESSAGE_REACTIONS_UPDATED';
export type EventsMatch = Assert<Equal<Omit<typeof EVENT, UntypedInSdk>, EnumValues<typeof TencentCloudChat.EVENT>>>;
export type TypesMatch = Assert<Equal<typeof TYPES, EnumValues<typeof TencentCloudChat.TYPES>>>;
// TSIGNALING holds exactly TencentCloudChat.TSignaling's event names and action types.
export type SignalingMatch = Assert<Equal<typeof TSIGNALING, EnumValues<typeof TencentCloudChat.TSignaling>>>;
// The engine's message types are the wire protocol's.
export type MessageTypesMatch = Assert<Equal<EngineMessageType, WireMessageType>>;
// The local engine hands the wire's signalling events to its listeners as they come (local/pushes.ts).
export type SignalingEventsMatch = Assert<Equal<SignalingEventData, WireSignalingEventData>>;

// 2. ChatEngine against the SDK instance.
//
// The SDK types its constants as enums (`type: TencentCloudChat.TYPES`). A string literal such as
// 'TIMTextElem' is never assignable to an enum type, so no object without the SDK's enum could
// match `Message` or `MESSAGE_OPTIONS` exactly. The narrowest honest adapter: replace those
// enums (TYPES, and TSignaling in a Signaling's actionType) by the union of their values. One more: the d.ts declares `logout(): Promise<void>` and
// `destroy(): Promise<void>` although the SDK resolves an `{ code, data }` answer, so a `void`
// result is read as `unknown` (any result will do). Methods whose signatures mention neither are
// checked against Pick<ChatSDK, ...> unchanged.
type IsAny<T> = 0 extends 1 & T ? true : false;
type SdkValues<T> =
  IsAny<T> extends true
    ? T
    : T extends TencentCloudChat.TYPES | TencentCloudChat.TSignaling
      ? ValueOf<T>
      : // Any callable or constructor is kept as it is: only values are compared here.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
        T extends Function
        ? T
        : T extends Promise<infer U>
          ? Promise<[U] extends [void] ? unknown : SdkValues<U>>
          : T extends object
            ? { [K in keyof T]: SdkValues<T[K]> }
            : T;

type Plain =
  | 'login'
  | 'destroy'
  | 'isReady'
  | 'getLoginUser'
  | 'getServerTime'
  | 'on'
  | 'off'
  | 'getMyProfile'
  | 'getUserProfile'
  | 'updateMyProfile'
  | 'getUserStatus'
  | 'getConversationList'
  | 'getConversationProfile'
  | 'deleteConversation'
  | 'pinConversation'
  | 'setMessageRead'
  | 'getTotalUnreadMessageCount'
  | 'getMessageList'
  | 'translateText'
  | 'getGroupList'
  | 'getGroupProfile'
  | 'getGroupMemberList'
  | 'searchGroupByID'
  | 'getGroupApplicationList'
  | 'addGroupMember'
  | 'deleteGroupMember'
  | 'changeGroupOwner'
  | 'setGroupMemberMuteTime'
  | 'dismissGroup'
  | 'quitGroup'
  | 'getGroupMemberProfile'
  | 'searchCloudGroupMembers'
  | 'getFriendList'
  | 'getFriendProfile'
  | 'updateFriend'
  | 'getFriendApplicationList'
  | 'refuseFriendApplication'
  | 'setFriendApplicationRead'
  | 'getBlacklist'
  | 'addToBlacklist'
  | 'removeFromBlacklist'
  | 'searchCloudMessages'
  | 'invite'
  | 'inviteInGroup'
  | 'cancel'
  | 'accept'
  | 'reject'
  | 'addSignalingListener'
  | 'removeSignalingListener';

type Adapted =
  | 'logout'
  | 'createTextMessage'
  | 'createTextAtMessage'
  | 'createImageMessage'
  | 'createAudioMessage'
  | 'createVideoMessage'
  | 'createFileMessage'
  | 'createFaceMessage'
  | 'createCustomMessage'
  | 'createLocationMessage'
  | 'createMergerMessage'
  | 'createForwardMessage'
  | 'downloadMergerMessage'
  | 'sendMessage'
  | 'resendMessage'
  | 'revokeMessage'
  | 'deleteMessage'
  | 'findMessage'
  | 'sendMessageReadReceipt'
  | 'getMessageReadReceiptList'
  | 'getGroupMessageReadMemberList'
  | 'convertVoiceToText'
  | 'setMessageRemindType'
  | 'createGroup'
  | 'joinGroup'
  | 'handleGroupApplication'
  | 'updateGroupProfile'
  | 'setGroupMemberRole'
  | 'addFriend'
  | 'deleteFriend'
  | 'checkFriend'
  | 'acceptFriendApplication'
  | 'getSignalingInfo'
  | 'addMessageReaction'
  | 'removeMessageReaction'
  | 'getMessageReactions'
  | 'getAllUserListOfMessageReaction';

/** Engine methods the SDK does not have (README, Differences from the SDK). */
type Extensions = 'getCustomerServiceList' | 'cancelUpload';

// Every method of ChatEngine is in one of the lists, and the lists are disjoint.
export type AllListed = Assert<Equal<keyof ChatEngine, Plain | Adapted | Extensions>>;

// 2a. Plain assignability, with TypeScript's own rules (method parameters compare bivariantly).
export const plain = (engine: ChatEngine): Pick<ChatSDK, Plain> => engine;

// 2b. For the rest, the same rules spelled out over the adapted SDK: results are covariant, and
// every argument the engine accepts is one the SDK accepts (so a widget written against
// ChatEngine makes only calls the real SDK takes).
type Fn = (...args: never[]) => unknown;
type Compatible<Ours extends Fn, Theirs extends Fn> = [
  ReturnType<Ours> extends SdkValues<ReturnType<Theirs>> ? true : false,
  Parameters<Ours> extends SdkValues<Parameters<Theirs>> ? true : false,
];
type Checked = { [K in Adapted]: Compatible<ChatEngine[K], ChatSDK[K]> };
export type MessageMethodsMatch = Assert<Equal<Checked, { [K in Adapted]: [true, true] }>>;
