// Messages from the server (pushed or synced) into the caches and out as events, each once.
import { EVENT } from '../constants';
import type { Message } from '../message';
import type { Core } from './core';
import { refreshConversations } from './conversation-sync';
import type { WireMessage } from '@employment-cloud/chat-protocol';

const TYPING = 'user_typing_status';

/** Stored by the server (not online-only, not a typing notice): counts for the conversation list. */
function isStored(message: Message): boolean {
  if (message.sequence <= 0) return false;
  if (message.type !== 'TIMCustomElem') return true;
  try {
    return (JSON.parse(message.payload.data) as { businessID?: unknown }).businessID !== TYPING;
  } catch {
    return true;
  }
}

/**
 * Takes the server's messages: new ones go out as MESSAGE_RECEIVED, this engine's own pending
 * sends are answered, an own message that failed here but was stored goes out as
 * MESSAGE_MODIFIED, and conversations follow. `moveCursor` only when no gap can lie behind them.
 */
export function deliver(core: Core, wires: WireMessage[], moveCursor: boolean): Message[] {
  const received: Message[] = [];
  const modified: Message[] = [];
  let listChanged = false;
  let unknownConversation = false;
  for (const wire of wires) {
    if (moveCursor && wire.syncSeq > core.cursor) core.cursor = wire.syncSeq;
    const failedHere = core.messages.get(wire.ID)?.status === 'fail';
    const { message, isNew } = core.messages.ingest(wire, core.me);
    if (core.outbox.settle(wire.ID, wire)) {
      // an own message in flight: its sendMessage resolves
    } else if (failedHere) modified.push(message);
    else if (isNew) received.push(message);
    if (!isStored(message)) continue;
    if (!core.conversations.get(message.conversationID)) unknownConversation = true;
    if (core.conversations.noteMessage(message, wire.syncSeq, core.me)) listChanged = true;
  }
  if (received.length > 0) core.emitter.emit(EVENT.MESSAGE_RECEIVED, received);
  if (modified.length > 0) core.emitter.emit(EVENT.MESSAGE_MODIFIED, modified);
  if (listChanged) core.publishConversations();
  if (unknownConversation) refreshConversations(core); // for the new peer's profile and the server's counts
  return received;
}
