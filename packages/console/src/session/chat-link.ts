// The session's handle on the chat engine: the layout's chat bridge (inside <ChatProvider>)
// registers the engine once logged in, so logout can log out of chat too (spec §4).
interface ChatLogout {
  logout(): Promise<unknown>;
}

let current: ChatLogout | null = null;

export function linkChat(engine: ChatLogout | null): void {
  current = engine;
}

export function logoutChat(): void {
  void current?.logout().catch(() => undefined);
  current = null;
}
