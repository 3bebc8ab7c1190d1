import type { ReactNode } from 'react';
import type { Message } from '../../engine/message';

export interface MessageActionsProps {
  message: Message;
  children: ReactNode;
}

export function MessageActions({ children }: MessageActionsProps) {
  return <>{children}</>;
}
