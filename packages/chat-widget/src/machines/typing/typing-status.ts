// The typing custom message's data, and recognising it among received messages.
import type { Message } from '../../engine/message';
import type { TypingStatusData } from './typing.types';

export const TYPING_BUSINESS_ID = 'user_typing_status';

export function typingStatusData(status: 0 | 1): TypingStatusData {
  return {
    businessID: TYPING_BUSINESS_ID,
    typingStatus: status,
    version: 1,
    userAction: 14,
    actionParam: status === 1 ? 'EIMAMSG_InputStatus_Ing' : 'EIMAMSG_InputStatus_End',
  };
}

/** The typing status a message carries, or null when it is not a typing message. */
export function typingStatusOf(message: Message): 0 | 1 | null {
  if (message.type !== 'TIMCustomElem') return null;
  try {
    const data = JSON.parse(message.payload.data) as Partial<TypingStatusData>;
    if (data.businessID !== TYPING_BUSINESS_ID) return null;
    return data.typingStatus === 1 ? 1 : 0;
  } catch {
    return null;
  }
}
