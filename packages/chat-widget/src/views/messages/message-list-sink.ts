// Lets other panels (the composer's send, the action menu's delete) put a changed or new own
// message into the open list at once, before the engine's pushes say so.
import { createContext, useContext } from 'react';
import type { Message } from '../../engine';

export type MessageListSink = (messages: Message[]) => void;

export const MessageListSinkContext = createContext<MessageListSink>(() => undefined);

export const useMessageListSink = (): MessageListSink => useContext(MessageListSinkContext);
