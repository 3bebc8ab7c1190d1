// The read panel bound to an engine, and the view's slice of a snapshot.
import type { SnapshotFrom } from 'xstate';
import { fromCallback, fromPromise } from 'xstate';
import { EVENT, READ_RECEIPT_FILTER } from '../../engine/constants';
import type { ChatEngine, ChatEventHandler } from '../../engine/chat-engine';
import { READ_PAGE_SIZE, readPanelMachine, type FetchedPage } from './read-panel.machine';
import type { PageRequest, ReadPanelEvent } from './read-panel.types';

export function readPanelMachineFor(engine: ChatEngine) {
  return readPanelMachine.provide({
    actors: {
      fetchPage: fromPromise<FetchedPage, PageRequest>(async ({ input: { message, tab, cursor } }) => {
        const filter = tab === 'read' ? READ_RECEIPT_FILTER.READ : READ_RECEIPT_FILTER.UNREAD;
        const { data } = await engine.getGroupMessageReadMemberList({ message, filter, cursor, count: READ_PAGE_SIZE });
        const members = tab === 'read' ? data.readUserInfoList : data.unreadUserInfoList;
        return { tab, members, cursor: data.cursor, completed: data.isCompleted };
      }),
      watchReceipts: fromCallback<ReadPanelEvent, { messageID: string }>(({ sendBack, input }) => {
        const handler: ChatEventHandler<typeof EVENT.MESSAGE_READ_RECEIPT_RECEIVED> = ({ data }) => {
          const receipt = data.find((r) => r.messageID === input.messageID);
          if (receipt) sendBack({ type: 'RECEIPT', readCount: receipt.readCount ?? 0, unreadCount: receipt.unreadCount ?? 0 });
        };
        engine.on(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, handler);
        return () => engine.off(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, handler);
      }),
    },
  });
}

export type ReadPanelSnapshot = SnapshotFrom<typeof readPanelMachine>;

/** What the panel shows: the open tab's members, both counts, and the loading flags. */
export function selectReadPanel(snapshot: ReadPanelSnapshot) {
  const { tab, readCount, unreadCount } = snapshot.context;
  const page = snapshot.context[tab];
  return {
    open: !snapshot.hasTag('closing') && snapshot.status !== 'done',
    tab,
    readCount,
    unreadCount,
    members: page.members,
    completed: page.completed,
    loading: snapshot.hasTag('loading'),
    loadingMore: snapshot.hasTag('loadingMore'),
    failed: snapshot.hasTag('failed'),
  };
}
export type ReadPanelProps = ReturnType<typeof selectReadPanel>;
