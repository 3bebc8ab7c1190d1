// The engine's contact methods (friends, applications, blacklist) with the SDK's names and shapes.
import type { ChatResponse } from './chat-engine';
import type { Friend, FriendAcceptType, FriendApplicationList, FriendCheckResult, FriendCheckType, FriendDeleteType, UserFailure } from './contact-entities';
import type { Profile } from './entities';

type Done = Promise<ChatResponse<Record<string, never>>>;

export interface ContactEngine {
  /** The users on my friend list. */
  getFriendList(): Promise<ChatResponse<Friend[]>>;
  /** Users not on my friend list fail with 2700. */
  getFriendProfile(options: { userIDList: string[] }): Promise<ChatResponse<{ friendList: Friend[]; failureUserIDList: UserFailure[] }>>;
  checkFriend(options: {
    userIDList: string[];
    type: FriendCheckType;
  }): Promise<ChatResponse<{ successUserIDList: FriendCheckResult[]; failureUserIDList: UserFailure[] }>>;
  /**
   * data.code 0: friends now; 30539 (ERROR_CODES.FRIEND_APPLICATION_PENDING): an application waits
   * for the target. Rejects with 30001 (oneself, a friend, remark over 96 / wording over 256 bytes),
   * 30003, 30515, 30516, 30525. `source` defaults to AddSource_Type_web.
   */
  addFriend(options: {
    to: string;
    source: string;
    wording?: string;
    remark?: string;
    type?: 'Add_Type_Both';
  }): Promise<ChatResponse<{ userID: string; code: number; message: string }>>;
  /** Both ways unless type is Delete_Type_Single; non-friends fail with 31704. */
  deleteFriend(options: {
    userIDList: string[];
    type?: FriendDeleteType;
  }): Promise<ChatResponse<{ successUserIDList: { userID: string }[]; failureUserIDList: UserFailure[] }>>;
  /** Mutual friends only (2700); a remark over 96 bytes (non-Latin-1 counting two) fails with 30001 before sending. */
  updateFriend(options: { userID: string; remark: string }): Promise<ChatResponse<Friend>>;
  getFriendApplicationList(): Promise<ChatResponse<FriendApplicationList>>;
  /** No such application: 2716. */
  acceptFriendApplication(options: { userID: string; remark?: string; type: FriendAcceptType }): Done;
  refuseFriendApplication(options: { userID: string }): Done;
  setFriendApplicationRead(): Done;
  /** User IDs. */
  getBlacklist(): Promise<ChatResponse<string[]>>;
  /** The whole blacklist after the change; only oneself: 2742; an unknown user: 30003. */
  addToBlacklist(options: { userIDList: string[] }): Promise<ChatResponse<string[]>>;
  removeFromBlacklist(options: { userIDList: string[] }): Promise<ChatResponse<string[]>>;
  /** Not in the SDK: the deployment's customer-service accounts (CHAT_CUSTOMER_SERVICE_IDS). */
  getCustomerServiceList(): Promise<ChatResponse<Profile[]>>;
}

export interface ContactEventData {
  onFriendListUpdated: Friend[];
  onFriendApplicationListUpdated: FriendApplicationList;
  /** User IDs. */
  blacklistUpdated: string[];
}
