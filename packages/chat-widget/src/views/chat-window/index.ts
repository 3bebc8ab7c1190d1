// The chat window: header, message list, composer (issue 6, docs/chat.md §3–§4).
export { ChatWindow } from './chat-window';
