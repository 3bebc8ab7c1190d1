// Translation and voice-to-text results per message ID (docs/chat.md §3 "translation cache and
// voice-to-text cache keyed by message ID"). One store per engine, outside React, so a result
// survives re-render and the list virtualising its row away; views read it with
// useSyncExternalStore. Framework-free.
export type ExtraKind = 'translation' | 'conversion';

export interface MessageExtra {
  kind: ExtraKind;
  status: 'loading' | 'done' | 'error';
  /** The result, or the error message. */
  text: string;
  hidden: boolean;
}

export class MessageExtrasStore {
  private readonly extras = new Map<string, MessageExtra>();
  private readonly listeners = new Set<() => void>();

  get(messageID: string): MessageExtra | undefined {
    return this.extras.get(messageID);
  }

  /** Whether the result of `kind` shows under the message (loading, done or failed). */
  isShown(messageID: string, kind: ExtraKind): boolean {
    const extra = this.extras.get(messageID);
    return !!extra && extra.kind === kind && !extra.hidden;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Translate/Hide and Convert/Hide: hides a shown result; shows a cached one again; otherwise
   * (nothing yet, or a failure) runs `fetch` and shows its progress and outcome.
   */
  toggle(messageID: string, kind: ExtraKind, fetch: () => Promise<string>): void {
    const extra = this.extras.get(messageID);
    if (extra?.kind === kind && !extra.hidden) return this.set(messageID, { ...extra, hidden: true });
    if (extra?.kind === kind && extra.status === 'done') return this.set(messageID, { ...extra, hidden: false });
    this.set(messageID, { kind, status: 'loading', text: '', hidden: false });
    fetch().then(
      (text) => this.settle(messageID, kind, { status: 'done', text }),
      (error: unknown) => this.settle(messageID, kind, { status: 'error', text: error instanceof Error ? error.message : String(error) }),
    );
  }

  hide(messageID: string): void {
    const extra = this.extras.get(messageID);
    if (extra && !extra.hidden) this.set(messageID, { ...extra, hidden: true });
  }

  private settle(messageID: string, kind: ExtraKind, outcome: Pick<MessageExtra, 'status' | 'text'>): void {
    const extra = this.extras.get(messageID);
    if (extra?.kind !== kind || extra.status !== 'loading') return;
    this.set(messageID, { ...extra, ...outcome });
  }

  private set(messageID: string, extra: MessageExtra): void {
    this.extras.set(messageID, extra);
    for (const listener of [...this.listeners]) listener();
  }
}

const byEngine = new WeakMap<object, MessageExtrasStore>();

export function extrasStoreOf(engine: object): MessageExtrasStore {
  let store = byEngine.get(engine);
  if (!store) byEngine.set(engine, (store = new MessageExtrasStore()));
  return store;
}
