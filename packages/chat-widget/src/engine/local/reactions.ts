// Reactions in the local engine: the wire's reaction lists → the SDK's (users' nick and avatar,
// reactedByMyself), which reactions are the logged-in user's per message, and the
// messageReactionsUpdated push → MESSAGE_REACTIONS_UPDATED.
import { EVENT } from '../constants';
import type { MessageReactions } from '../reactions';
import type { Core } from './core';
import { userInfo } from './user-info';
import type { Events, WireMessageReactions } from '@employment-cloud/chat-protocol';

interface Mine {
  me: string;
  /** Message ID → the reactions the logged-in user is among the users of, where known. */
  byMessage: Map<string, Set<string>>;
  /** The events waiting for users' profiles, so that they come out in the order they came in. */
  queue: Promise<void>;
}

const mineByCore = new WeakMap<Core, Mine>();

/** The logged-in user's reactions, per message; forgotten when another user logs in. */
function stateOf(core: Core): Mine {
  let mine = mineByCore.get(core);
  if (!mine || mine.me !== core.me) mineByCore.set(core, (mine = { me: core.me, byMessage: new Map(), queue: Promise.resolve() }));
  return mine;
}
const mineOf = (core: Core) => stateOf(core).byMessage;

/** Emits MESSAGE_REACTIONS_UPDATED for a wire list, after those before it; resolves once emitted. */
export function emitReactions(core: Core, wire: WireMessageReactions): Promise<void> {
  const state = stateOf(core);
  const converted = toMessageReactions(core, wire);
  state.queue = state.queue.then(async () => {
    const data = await converted;
    if (core.isLoggedIn()) core.emitter.emit(EVENT.MESSAGE_REACTIONS_UPDATED, data);
  });
  return state.queue;
}

/** The engine's shape of a wire reaction list; an answer's myReactionIDs is remembered. */
export async function toMessageReactions(core: Core, wire: WireMessageReactions): Promise<MessageReactions> {
  const mine = mineOf(core);
  if (wire.myReactionIDs) mine.set(wire.ID, new Set(wire.myReactionIDs));
  const known = mine.get(wire.ID);
  const info = await userInfo(
    core,
    wire.reactionList.flatMap((r) => r.partialUserIDList),
  );
  return {
    messageID: wire.ID,
    reactionList: wire.reactionList.map((r) => ({
      reactionID: r.reactionID,
      totalUserCount: r.totalUserCount,
      partialUserList: r.partialUserIDList.map((userID) => info.get(userID)!),
      // A message never listed here: the first users show whether I am one of them.
      reactedByMyself: known ? known.has(r.reactionID) : r.partialUserIDList.includes(core.me),
    })),
  };
}

/** Someone changed a message's reactions (I, when on another device or tab). */
export function reactionsPushed(core: Core, { reactions, operatorID, reactionID, added }: Events['messageReactionsUpdated']): void {
  if (operatorID === core.me) {
    const mine = mineOf(core);
    const set = mine.get(reactions.ID) ?? new Set<string>();
    if (added) set.add(reactionID);
    else set.delete(reactionID);
    mine.set(reactions.ID, set);
  }
  void emitReactions(core, reactions);
}
