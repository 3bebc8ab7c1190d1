import type { ChatContext } from './context';
import { storeAndDeliver } from './message-delivery';
import { isBlocked } from './store/blacklist';
import { loadProfile } from './store/profiles';

// Messages the server itself sends in a company user's name, such as the notice a colleague
// handover leaves each candidate (docs/colleague-handover.md). They take the chat service's one
// write path, as a message a user sends does: stored with its sequence and unread count, pushed to
// whoever is online, in both conversation lists. The HTTP routes are registered before the chat
// service starts, so they hold this object and the service attaches itself to it (plugin.ts).

/** A custom message (TIMCustomElem) from one chat user to another. */
export interface ServerCustomMessage {
  from: string;
  to: string;
  /** Unique per sender: the same one twice is stored once. */
  clientId: string;
  /** The custom element's data: JSON with a businessID. */
  data: Record<string, unknown>;
  /** What a conversation list shows for it, and a client that knows no renderer for it. */
  description: string;
}

export class ServerMessages {
  private ctx: ChatContext | undefined;

  attach(ctx: ChatContext): void {
    this.ctx = ctx;
  }

  /**
   * Whether messages sent here reach their readers: the local chat service is running and is the
   * chat the users talk on. With Tencent Cloud Chat configured, they talk there, not here.
   */
  get available(): boolean {
    return this.ctx !== undefined && this.ctx.config.tencent === undefined;
  }

  /** Sends it; false when it is not sent: no local chat, or the receiver has blacklisted the sender. */
  async sendCustom(message: ServerCustomMessage): Promise<boolean> {
    const ctx = this.ctx;
    if (!ctx || !this.available) return false;
    if (await isBlocked(ctx.db, message.to, message.from)) return false;
    await storeAndDeliver(ctx, {
      sender: message.from,
      profile: await loadProfile(ctx.db, ctx.profiles, message.from),
      conversationType: 'C2C',
      to: message.to,
      clientId: message.clientId,
      type: 'TIMCustomElem',
      payload: { data: JSON.stringify(message.data), description: message.description, extension: '' },
      cloudCustomData: '',
      atUserList: [],
      needReadReceipt: false,
      priority: 'Normal',
      recipients: [message.to],
    });
    return true;
  }
}
