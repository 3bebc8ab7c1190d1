// Snapshot → what a row and the bar show.
import type { SnapshotFrom } from 'xstate';
import type { Message } from '../../engine/message';
import { MAX_SELECTED, type multiSelectMachine } from './multi-select.machine';

type Snapshot = SnapshotFrom<typeof multiSelectMachine>;

/** A row's checkbox: none (not selecting here), ticked, free, or unticked with no room left. */
export type RowSelection = 'none' | 'checked' | 'unchecked' | 'full';

export function rowSelection(snapshot: Snapshot, message: Message): RowSelection {
  const { conversationID, selected } = snapshot.context;
  if (!snapshot.matches('selecting') || conversationID !== message.conversationID) return 'none';
  if (selected.some((m) => m.ID === message.ID)) return 'checked';
  return selected.length < MAX_SELECTED ? 'unchecked' : 'full';
}

/** Whether the bar shows in this conversation. */
export const selectingIn = (snapshot: Snapshot, conversationID: string) => snapshot.matches('selecting') && snapshot.context.conversationID === conversationID;
