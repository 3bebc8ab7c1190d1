// The names a sender's '@Name' can use for the reader in a conversation (docs/chat.md §6): their
// group name card and nick, read once (a failed read counts as no name), most specific first.
import type { ChatEngine } from '../engine/chat-engine';
import { createStore } from './create-store';
import type { ExternalStore } from './external-store';

export function readerNamesStore(engine: Pick<ChatEngine, 'getMyProfile' | 'getGroupProfile'>, conversationID: string): ExternalStore<string[]> {
  return createStore<string[]>([], (set) => {
    const groupID = conversationID.startsWith('GROUP') ? conversationID.slice(5) : null;
    void Promise.all([
      engine.getMyProfile().then(
        ({ data }) => data.nick,
        () => '',
      ),
      groupID
        ? engine.getGroupProfile({ groupID }).then(
            ({ data }) => data.group.selfInfo?.nameCard ?? '',
            () => '',
          )
        : '',
    ]).then(([nick, nameCard]) => set([nameCard, nick].filter(Boolean)));
    return () => undefined;
  });
}
