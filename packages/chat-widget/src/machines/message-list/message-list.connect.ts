// The engine side of the message list (its actors) and the view props of its snapshot.
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ChatEngine, ChatEventHandler, Message } from '../../engine';
import { EVENT } from '../../engine/constants';
import { messageListMachine } from './message-list.machine';
import type { MessageListContext, MessageListEvent } from './message-list.types';

/** The machine with its actors bound to an engine. */
export function messageListMachineFor(engine: ChatEngine) {
  return messageListMachine.provide({
    actors: {
      loadPage: fromPromise(async ({ input }) => {
        if (input.nextReqMessageID) return (await engine.getMessageList(input)).data;
        // Opening: how many were unread, read before the page (whose reading may mark them read).
        const unreadCount = await engine.getConversationProfile(input.conversationID).then(
          ({ data }) => data.conversation.unreadCount,
          () => 0,
        );
        return { ...(await engine.getMessageList(input)).data, unreadCount };
      }),
      engineEvents: fromCallback<EventObject, { conversationID: string }>(({ sendBack, input }) => {
        const send = (event: MessageListEvent) => sendBack(event);
        const received: ChatEventHandler<typeof EVENT.MESSAGE_RECEIVED> = ({ data }) => send({ type: 'RECEIVED', messages: data });
        const changed = ({ data }: { data: Message[] }) => send({ type: 'UPSERT', messages: data });
        const receipts: ChatEventHandler<typeof EVENT.MESSAGE_READ_RECEIPT_RECEIVED> = ({ data }) => {
          const messages = data.map((r) => engine.findMessage(r.messageID)).filter((m): m is Message => m !== null);
          if (messages.length > 0) send({ type: 'UPSERT', messages });
        };
        // Own messages sent or recalled elsewhere (another tab, the composer or action menu
        // before they report) change the last message: the newest page is merged in.
        let lastSeen = '';
        const conversations: ChatEventHandler<typeof EVENT.CONVERSATION_LIST_UPDATED> = ({ data }) => {
          const conversation = data.find((c) => c.conversationID === input.conversationID);
          const last = conversation?.lastMessage;
          const seen = `${last?.lastSequence ?? -1}:${last?.isRevoked === true}`;
          if (seen === lastSeen) return;
          const first = lastSeen === '';
          lastSeen = seen;
          if (first || conversation?.lastMessage?.fromAccount !== engine.getLoginUser()) return;
          engine
            .getMessageList({ conversationID: input.conversationID })
            .then(({ data: page }) => send({ type: 'UPSERT', messages: page.messageList }))
            .catch(() => undefined);
        };
        const handlers = [
          [EVENT.MESSAGE_RECEIVED, received],
          [EVENT.MESSAGE_MODIFIED, changed],
          [EVENT.MESSAGE_REVOKED, changed],
          [EVENT.MESSAGE_READ_BY_PEER, changed],
          [EVENT.MESSAGE_READ_RECEIPT_RECEIVED, receipts],
          [EVENT.CONVERSATION_LIST_UPDATED, conversations],
        ] as const;
        for (const [event, handler] of handlers) engine.on(event, handler as never);
        return () => {
          for (const [event, handler] of handlers) engine.off(event, handler as never);
        };
      }),
    },
  });
}

export interface ScrollButtonProps {
  visible: boolean;
  /** 0: 'back to latest position'; else '{n} new messages'. */
  newCount: number;
}

/** Hidden in an empty conversation: there is no latest position to go back to. */
export const selectScrollButton = (context: MessageListContext): ScrollButtonProps => ({
  visible: context.messages.length > 0 && (context.farFromBottom || !context.newestVisible),
  newCount: context.newCount,
});
