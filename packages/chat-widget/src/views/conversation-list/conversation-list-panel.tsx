// Container: the live conversation list (placeholder until the list lands).
export interface ConversationListPanelProps {
  activeConversationID: string | null;
  onSelect(conversationID: string): void;
}

export function ConversationListPanel(_props: ConversationListPanelProps) {
  return null;
}
