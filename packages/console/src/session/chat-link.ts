// The session's handle on the chat engine: the layout's chat bridge (inside <ChatProvider>)
// registers the engine once logged in, so logout can log out of chat too (spec §4), and console
// pages outside the provider can send through it (an interview card) and name a candidate's chat ID.
import type { ChatEngine } from '@employment-cloud/chat-widget';

export type LinkedEngine = Pick<ChatEngine, 'logout'> & Partial<Pick<ChatEngine, 'createCustomMessage' | 'sendMessage'>>;

let current: LinkedEngine | null = null;
let userPrefix = '';

/** `prefix`: the credential's user-ID prefix (chat ID = prefix + platform user ID). */
export function linkChat(engine: LinkedEngine | null, prefix = ''): void {
  current = engine;
  userPrefix = engine ? prefix : '';
}

/** The logged-in engine, or null before the chat connects and after logout. */
export function linkedChat(): LinkedEngine | null {
  return current;
}

/** The chat ID of a platform user ID (unchanged when it already has the prefix). */
export function chatIDOf(userID: string | number): string {
  const id = String(userID);
  return userPrefix && !id.startsWith(userPrefix) ? `${userPrefix}${id}` : id;
}

export function logoutChat(): void {
  void current?.logout().catch(() => undefined);
  current = null;
  userPrefix = '';
}
