// The signed-in user's role in recruiting chats: the host's word, else the chat credential's;
// null when neither says (a host-made engine without a role).
import type { ChatRole } from '../machines/session/types';
import { useChatOptions } from './options-context';
import { useChatSession } from './session-context';

export function useChatRole(): ChatRole | null {
  const { role } = useChatOptions();
  const session = useChatSession();
  return role ?? session.role;
}
