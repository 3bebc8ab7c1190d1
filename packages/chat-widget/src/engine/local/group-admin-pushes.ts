// Group administration pushes (@employment-cloud/chat-protocol GroupAdminEvents) → caches and SDK events.
import { EVENT } from '../constants';
import type { Core } from './core';
import { toGroup } from './from-wire';
import { conversationIDOf, type EventFrame, type Events, type WireGroup } from '@employment-cloud/chat-protocol';

/**
 * Takes groups as the user now sees them and groups they no longer belong to into the cache.
 * A lost group's conversation stays, frozen as the SDK leaves it: nothing unread, no mentions.
 * Emits GROUP_LIST_UPDATED (and the conversation list) when anything changed.
 */
export function applyGroupChanges(core: Core, updated: WireGroup[], removed: string[]): void {
  let changed = false;
  for (const group of updated.map(toGroup)) {
    const held = core.directory.groups.get(group.groupID);
    if (held && JSON.stringify(held) === JSON.stringify(group)) continue;
    core.directory.putGroups([group]);
    changed = true;
  }
  for (const groupID of removed) {
    if (!core.directory.groups.delete(groupID)) continue;
    changed = true;
    const conversation = core.conversations.get(conversationIDOf('GROUP', groupID));
    if (conversation) conversation.groupAtInfoList = [];
    core.conversations.markRead(conversationIDOf('GROUP', groupID));
  }
  if (!changed) return;
  core.conversations.relink();
  core.emitter.emit(EVENT.GROUP_LIST_UPDATED, [...core.directory.groups.values()]);
  core.publishConversations();
}

/** Handles the frame if it is a group administration event; false for anything else. */
export function groupAdminPush(core: Core, frame: EventFrame): boolean {
  switch (frame.event) {
    case 'groupListChanged': {
      const { updated, removed } = frame.data as Events['groupListChanged'];
      applyGroupChanges(
        core,
        updated,
        removed.map((r) => r.groupID),
      );
      return true;
    }
    // The SDK brings these as group system notices; here they say "look at the applications again".
    case 'groupApplicationReceived':
    case 'groupApplicationHandled':
      core.emitter.emit(EVENT.GROUP_LIST_UPDATED, [...core.directory.groups.values()]);
      return true;
    default:
      return false;
  }
}
