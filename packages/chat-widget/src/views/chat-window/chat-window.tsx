// Container: one conversation's window (placeholder until the parts land).
export interface ChatWindowProps {
  conversationID: string;
  narrow: boolean;
  onBack?(): void;
}

export function ChatWindow(_props: ChatWindowProps) {
  return null;
}
