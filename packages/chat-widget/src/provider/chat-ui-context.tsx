// UI state the widget's panels share: the current conversation and tab, the message being
// quoted, text to re-edit after a revoke, a message to scroll to. The machines own the rest.
import { createContext, useContext, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import type { Message } from '../engine/message';

export type ChatTab = 'conversation' | 'contact';

export interface ChatUiState {
  tab: ChatTab;
  conversationID: string | null;
  quote: Message | null;
  /** Text put back into the editor by Re-edit; the composer takes it and clears it. */
  reedit: string | null;
  /** Scroll to this message and blink it (3 s). */
  targetMessageID: string | null;
  /** The job the current conversation was opened about (open-chat's jobId), for the header. */
  jobId: string | number | null;
}

export type ChatUiAction =
  | { type: 'tab'; tab: ChatTab }
  | { type: 'open'; conversationID: string; targetMessageID?: string; jobId?: string | number }
  /** With a conversationID: only if that conversation is the one open (it was deleted, left...). */
  | { type: 'close'; conversationID?: string }
  | { type: 'quote'; message: Message | null }
  | { type: 'reedit'; text: string | null }
  | { type: 'target'; messageID: string | null };

export const INITIAL_UI: ChatUiState = { tab: 'conversation', conversationID: null, quote: null, reedit: null, targetMessageID: null, jobId: null };

export function chatUiReducer(state: ChatUiState, action: ChatUiAction): ChatUiState {
  switch (action.type) {
    case 'tab':
      return { ...state, tab: action.tab };
    case 'open':
      if (state.conversationID === action.conversationID)
        return { ...state, tab: 'conversation', targetMessageID: action.targetMessageID ?? null, jobId: action.jobId ?? state.jobId };
      return { ...INITIAL_UI, conversationID: action.conversationID, targetMessageID: action.targetMessageID ?? null, jobId: action.jobId ?? null };
    case 'close':
      if (action.conversationID !== undefined && action.conversationID !== state.conversationID) return state;
      return { ...state, conversationID: null, quote: null, reedit: null, targetMessageID: null, jobId: null };
    case 'quote':
      return { ...state, quote: action.message };
    case 'reedit':
      return { ...state, reedit: action.text };
    case 'target':
      return { ...state, targetMessageID: action.messageID };
  }
}

const UiContext = createContext<{ state: ChatUiState; dispatch: Dispatch<ChatUiAction> } | null>(null);

export function ChatUiProvider({ children, initial = INITIAL_UI }: { children: ReactNode; initial?: ChatUiState }) {
  const [state, dispatch] = useReducer(chatUiReducer, initial);
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}

export function useChatUi() {
  const value = useContext(UiContext);
  if (!value) throw new Error('useChatUi must be used inside <ChatProvider>');
  return value;
}
