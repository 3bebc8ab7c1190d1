export interface TypingInput {
  /** Typing status is sent in one-to-one chats only. */
  oneToOne: boolean;
}

export interface TypingContext {
  oneToOne: boolean;
  hasText: boolean;
  focused: boolean;
}

export type TypingEvent = { type: 'change'; text: string } | { type: 'focus' } | { type: 'blur' };

/** The custom message of Tencent's kits (docs/architecture.md §7: businessID user_typing_status). */
export interface TypingStatusData {
  businessID: 'user_typing_status';
  typingStatus: 0 | 1;
  version: 1;
  userAction: 14;
  actionParam: 'EIMAMSG_InputStatus_Ing' | 'EIMAMSG_InputStatus_End';
}
