// Each message's emoji reactions (the widget README "emoji reactions"), kept per engine outside
// React, so a row virtualised away and back shows them at once; views read them with
// useSyncExternalStore. Framework-free: the engine's getMessageReactions (batched per
// conversation), MESSAGE_REACTIONS_UPDATED, and add/remove for a toggle.
import { EVENT, type ChatEngine, type Message, type MessageReaction, type MessageReactions } from '../../engine';

const NONE: readonly MessageReaction[] = [];
/** getMessageReactions takes at most this many messages a call. */
const BATCH = 100;

export class ReactionStore {
  private readonly reactions = new Map<string, readonly MessageReaction[]>();
  /** Messages whose reactions are loaded, being loaded, or came in live after the store began. */
  private readonly known = new Map<string, Message>();
  private pending: Message[] = [];
  private readonly listeners = new Set<() => void>();
  /** The connection dropped: the events of that time are lost. */
  private dropped = false;

  constructor(private readonly engine: ChatEngine) {
    engine.on(EVENT.MESSAGE_REACTIONS_UPDATED, ({ data }) => this.merge(data));
    // A message that arrives while the store listens has no reactions yet: any come as events.
    engine.on(EVENT.MESSAGE_RECEIVED, ({ data }) => data.forEach((m) => this.known.set(m.ID, m)));
    // Back after a drop: what changed meanwhile came as no event, so every message seen is asked for again.
    engine.on(EVENT.NET_STATE_CHANGE, ({ data }) => {
      if (data.state !== 'connected') this.dropped = true;
      else if (this.dropped) {
        this.dropped = false;
        const seen = [...this.known.values()];
        this.known.clear();
        seen.forEach((m) => this.load(m));
      }
    });
  }

  get(messageID: string): readonly MessageReaction[] {
    return this.reactions.get(messageID) ?? NONE;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Asks for a sent message's reactions once; the messages asked for meanwhile go in one call per conversation. */
  load(message: Message): void {
    if (message.status !== 'success' || message.isRevoked || this.known.has(message.ID)) return;
    this.known.set(message.ID, message);
    this.pending.push(message);
    if (this.pending.length === 1) queueMicrotask(() => this.flush());
  }

  /** Adds my reaction, or takes it back when I reacted with it; rejects with the engine's error. */
  async toggle(message: Message, reactionID: string): Promise<void> {
    const reacted = this.get(message.ID).some((r) => r.reactionID === reactionID && r.reactedByMyself);
    if (reacted) await this.engine.removeMessageReaction(message, reactionID);
    else await this.engine.addMessageReaction(message, reactionID);
    this.applyMine(message.ID, reactionID, !reacted);
  }

  /** An event: each listed reaction replaces the one held (in place) or joins the end; count 0 removes it. */
  private merge({ messageID, reactionList }: MessageReactions): void {
    const next = [...this.get(messageID)];
    for (const reaction of reactionList) {
      const at = next.findIndex((r) => r.reactionID === reaction.reactionID);
      if (reaction.totalUserCount <= 0) {
        if (at >= 0) next.splice(at, 1);
      } else if (at >= 0) next[at] = reaction;
      else next.push(reaction);
    }
    this.set(messageID, next);
  }

  /**
   * My own change, as the engine answered it: an engine that also sent the event (the local one)
   * has applied it already, so this changes nothing then; one that did not (the SDK tells other
   * devices only) gets the count and the flag here.
   */
  private applyMine(messageID: string, reactionID: string, added: boolean): void {
    const list = this.get(messageID);
    const held = list.find((r) => r.reactionID === reactionID);
    if ((held?.reactedByMyself ?? false) === added) return;
    const me = this.engine.getLoginUser();
    if (added && !held)
      return this.set(messageID, [...list, { reactionID, totalUserCount: 1, partialUserList: [{ userID: me, nick: '', avatar: '' }], reactedByMyself: true }]);
    if (!held) return;
    const totalUserCount = held.totalUserCount + (added ? 1 : -1);
    const partialUserList = added ? [...held.partialUserList, { userID: me, nick: '', avatar: '' }] : held.partialUserList.filter((u) => u.userID !== me);
    const changed = { ...held, totalUserCount, partialUserList, reactedByMyself: added };
    this.set(messageID, totalUserCount > 0 ? list.map((r) => (r === held ? changed : r)) : list.filter((r) => r !== held));
  }

  private flush(): void {
    const batch = this.pending;
    this.pending = [];
    const byConversation = new Map<string, Message[]>();
    for (const message of batch) byConversation.set(message.conversationID, [...(byConversation.get(message.conversationID) ?? []), message]);
    for (const messages of byConversation.values()) {
      for (let i = 0; i < messages.length; i += BATCH) {
        const messageList = messages.slice(i, i + BATCH);
        this.engine.getMessageReactions({ messageList }).then(
          ({ data }) =>
            data.resultList.forEach((result) =>
              this.set(
                result.messageID,
                result.reactionList.filter((r) => r.totalUserCount > 0),
              ),
            ),
          // Not loaded: the next time the message shows, it is asked for again.
          () => messageList.forEach((m) => this.known.delete(m.ID)),
        );
      }
    }
  }

  private set(messageID: string, list: readonly MessageReaction[]): void {
    const before = this.reactions.get(messageID) ?? NONE;
    if (before.length === 0 && list.length === 0) return;
    this.reactions.set(messageID, list.length === 0 ? NONE : list);
    for (const listener of [...this.listeners]) listener();
  }
}

const byEngine = new WeakMap<ChatEngine, ReactionStore>();

export function reactionStoreOf(engine: ChatEngine): ReactionStore {
  let store = byEngine.get(engine);
  if (!store) byEngine.set(engine, (store = new ReactionStore(engine)));
  return store;
}
