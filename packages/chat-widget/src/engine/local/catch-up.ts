// After a reconnect: fetch what was missed while away, then let pushes and resends go.
import type { Core } from './core';
import { refreshConversations } from './conversation-sync';
import { deliver } from './delivery';
import type { RpcSocket } from './rpc-socket';

/** Messages per `sync` request: small enough that a page stays under the frame limit. */
export const SYNC_PAGE_SIZE = 20;

export async function catchUp(core: Core, rpc: RpcSocket): Promise<void> {
  try {
    let cursor = core.cursor;
    for (;;) {
      const page = await rpc.request('sync', { cursor, count: SYNC_PAGE_SIZE }, core.options.requestTimeout);
      // Delivered in order, each once: anything already seen (a push, a page) is known by ID.
      deliver(core, page.messageList, false);
      const advanced = page.cursor > cursor;
      cursor = Math.max(cursor, page.cursor);
      core.cursor = Math.max(core.cursor, cursor);
      if (page.isCompleted || !advanced) break;
    }
  } catch {
    // Dropped again: the link is already retrying. Still open: a stuck answer; start over.
    if (!rpc.isClosed) core.restartLink();
    return;
  }
  if (!core.isLoggedIn() || rpc.isClosed) return;
  core.gap = false;
  core.resume(); // held pushes, then the outbox, in the order they were sent
  refreshConversations(core); // counts changed elsewhere while away (read on another device)
}
