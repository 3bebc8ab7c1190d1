// Cloud message search: the server searches what the caller may see; matches come back as the
// engine's Message objects (the same object as any copy already loaded).
import { ok } from '../../chat-error';
import type { SearchEngine } from '../../search';
import type { Core } from '../core';

export function searchMethods(core: Core): SearchEngine {
  return {
    async searchCloudMessages(options) {
      const result = await core.call('searchCloudMessages', options);
      return ok({
        searchResultList: result.searchResultList.map((item) => ({
          conversationID: item.conversationID,
          messageCount: item.messageCount,
          messageList: item.messageList.map((wire) => core.messages.ingest(wire, core.me).message),
        })),
        totalCount: result.totalCount,
        cursor: result.cursor,
      });
    },
  };
}
