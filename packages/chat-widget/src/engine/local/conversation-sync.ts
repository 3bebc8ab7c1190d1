// Loading the conversation list from the server, with the peers' profiles and groups it shows.
import { ChatError } from '../chat-error';
import type { Core } from './core';
import { toGroup, toProfile } from './from-wire';
import { ERROR_CODES, type WireConversation, type WireConversationChange } from '@employment-cloud/chat-protocol';

const PROFILE_BATCH = 100;

/** Fetches the profiles and groups these conversations show that are not known yet. */
export async function hydrate(core: Core, list: (WireConversation | WireConversationChange)[]): Promise<void> {
  const users = [...new Set(list.filter((c) => c.type === 'C2C' && !core.directory.users.has(c.peer)).map((c) => c.peer))];
  // A former group (left, dissolved) is in no group list: the conversation carries its name.
  const needGroups = list.some((c) => c.type === 'GROUP' && !c.formerGroup && !core.directory.groups.has(c.peer));
  const work: Promise<unknown>[] = [];
  for (let i = 0; i < users.length; i += PROFILE_BATCH) {
    const userIDList = users.slice(i, i + PROFILE_BATCH);
    work.push(core.call('getUserProfile', { userIDList }).then((r) => core.directory.putUsers(r.profileList.map(toProfile))));
  }
  if (needGroups) work.push(core.call('getGroupList', {}).then((r) => core.directory.putGroups(r.groupList.map(toGroup))));
  // A missing profile only leaves a stub (the user ID) on screen: not worth failing the list for.
  await Promise.all(work.map((p) => p.catch(() => undefined)));
}

/** The server's conversation list, with profiles, replacing what is held. */
export async function loadConversations(core: Core): Promise<WireConversation[]> {
  const me = core.me;
  const { conversationList } = await core.call('getConversationList', {});
  // The friends' remarks name one-to-one conversations (the SDK's conversation.remark).
  const remarks = core
    .call('getFriendList', {})
    .then(({ friendList }) => void core.directory.putRemarks(friendList))
    .catch(() => undefined);
  await Promise.all([hydrate(core, conversationList), remarks]);
  if (core.me !== me) throw new ChatError(ERROR_CODES.NOT_LOGGED_IN, 'logged out');
  core.conversations.replaceAll(conversationList);
  core.conversations.relink();
  return conversationList;
}

/**
 * Server copies of some conversations (a push: the whole list, or the conversations messages
 * changed): applied at once when their profiles are known.
 */
export function applyConversations(core: Core, list: (WireConversation | WireConversationChange)[]): void {
  const apply = () => {
    if (!core.ready) return;
    core.conversations.upsert(list);
    core.conversations.relink();
    core.publishConversations();
  };
  const known = list.every((c) => (c.type === 'C2C' ? core.directory.users.has(c.peer) : !!c.formerGroup || core.directory.groups.has(c.peer)));
  if (known) apply();
  else void hydrate(core, list).then(apply);
}

const refreshing = new WeakMap<Core, Promise<void>>();

/** Reloads the list in the background, one load at a time, and publishes it. */
export function refreshConversations(core: Core): void {
  if (refreshing.has(core)) return;
  const me = core.me;
  const run = loadConversations(core)
    .then(() => {
      if (core.me === me && core.ready) core.publishConversations();
    })
    .catch(() => undefined) // the next push or reconnect tries again
    .finally(() => refreshing.delete(core));
  refreshing.set(core, run);
}
