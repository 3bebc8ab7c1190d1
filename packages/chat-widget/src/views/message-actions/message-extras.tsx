import type { Message } from '../../engine/message';

export interface MessageExtrasProps {
  message: Message;
}

export function MessageExtras(_props: MessageExtrasProps) {
  return null;
}
