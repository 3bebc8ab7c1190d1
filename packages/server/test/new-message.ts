import type { NewMessage } from '../src/chat/store/messages';

/** A message as the store takes it (a text 'x' unless told): who and where, over the defaults. */
export function newMessage(
  fields: Pick<NewMessage, 'conversationKey' | 'conversationType' | 'clientId' | 'sender' | 'receiver'> & Partial<NewMessage>,
): NewMessage {
  return {
    type: 'TIMTextElem',
    payload: { text: 'x' },
    cloudCustomData: '',
    atUserList: [],
    needReadReceipt: false,
    priority: 'Normal',
    nick: '',
    avatar: '',
    createdAt: new Date(),
    ...fields,
  };
}
