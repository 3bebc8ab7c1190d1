// The cloudCustomData of a quoting message (docs/chat.md §3): messageReply with the quoted
// message's ID, sender, abstract and type, as Tencent's kits write it.
import { messageForShow } from '../../engine/message-show';
import type { Message } from '../../engine/message';

export function quoteAbstract(message: Message): string {
  if (message.type === 'TIMFileElem') return `[文件]${message.payload.fileName}`;
  return messageForShow(message.type, message.payload);
}

export function quoteCloudCustomData(quote: Message): string {
  return JSON.stringify({
    messageReply: {
      messageID: quote.ID,
      messageSender: quote.nick || quote.from,
      messageAbstract: quoteAbstract(quote),
      messageType: quote.type,
      version: 1,
    },
  });
}
