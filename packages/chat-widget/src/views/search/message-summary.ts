// The line a search result shows for a message: its text, a file's name, else the type's label.
import type { Message } from '../../engine/message';
import { messageForShow } from '../../engine/local/from-wire';

export function messageSummary(message: Message): string {
  if (message.type === 'TIMFileElem') return message.payload.fileName;
  return messageForShow(message.type, message.payload);
}
