// Every message this engine has made or seen, by ID: one object per message, so a push, a page
// and a sync of the same message are the same object and are delivered once.
import type { Message } from '../message';
import { applyWire, toMessage } from './from-wire';
import type { WireMessage } from '@employment-cloud/chat-protocol';

export class MessageStore {
  private readonly byID = new Map<string, Message>();
  private readonly byConversation = new Map<string, Set<string>>();

  get(ID: string): Message | undefined {
    return this.byID.get(ID);
  }

  add(message: Message): void {
    this.byID.set(message.ID, message);
    let IDs = this.byConversation.get(message.conversationID);
    if (!IDs) this.byConversation.set(message.conversationID, (IDs = new Set()));
    IDs.add(message.ID);
  }

  /** The held message updated from the server's copy, or a new one; `isNew` when first seen. */
  ingest(wire: WireMessage, me: string): { message: Message; isNew: boolean } {
    const held = this.byID.get(wire.ID);
    if (held) {
      applyWire(held, wire, me);
      return { message: held, isNew: false };
    }
    const message = toMessage(wire, me);
    this.add(message);
    return { message, isNew: true };
  }

  inConversation(conversationID: string): Message[] {
    const IDs = this.byConversation.get(conversationID) ?? new Set<string>();
    return [...IDs].map((ID) => this.byID.get(ID)).filter((m): m is Message => m !== undefined);
  }

  clear(): void {
    this.byID.clear();
    this.byConversation.clear();
  }
}
