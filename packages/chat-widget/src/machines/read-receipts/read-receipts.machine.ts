// Reports incoming messages read as the user sees them (≥ 70% visible, once per message) and
// marks the conversation read when its newest message is seen. The view only reports ratios.
import { assign, enqueueActions, setup } from 'xstate';
import type { Message } from '../../engine';
import { needsReceipt, receiptsSupported, VISIBLE_RATIO } from './read-receipts.logic';
import type { ReadReceiptsContext, ReadReceiptsEvent, ReadReceiptsInput } from './read-receipts.types';

export const readReceiptsMachine = setup({
  types: {
    context: {} as ReadReceiptsContext,
    events: {} as ReadReceiptsEvent,
    input: {} as ReadReceiptsInput,
  },
  actions: {
    // Provided by the connect layer (engine.sendMessageReadReceipt / setMessageRead) or tests.
    sendReceipt: (_, _params: { message: Message }) => undefined,
    markConversationRead: (_, _params: { conversationID: string }) => undefined,
  },
  guards: {
    seen: ({ event }) => event.type === 'VISIBLE' && event.ratio >= VISIBLE_RATIO,
    // A group's type may arrive after its messages: nothing is reported until it is known.
    supported: ({ context }) => receiptsSupported(context.groupType) && !(context.conversationID.startsWith('GROUP') && context.groupType === null),
  },
}).createMachine({
  id: 'readReceipts',
  context: ({ input }) => ({ ...input, reported: [], markedNewestID: null }),
  initial: 'route',
  states: {
    route: { always: [{ guard: 'supported', target: 'active' }, { target: 'unsupported' }] },
    active: {
      on: {
        VISIBLE: {
          guard: 'seen',
          actions: [
            enqueueActions(({ context, event, enqueue }) => {
              if (event.type !== 'VISIBLE' || !needsReceipt(event.message) || context.reported.includes(event.message.ID)) return;
              enqueue.assign({ reported: [...context.reported, event.message.ID] });
              enqueue({ type: 'sendReceipt', params: { message: event.message } });
            }),
            // The newest message seen: the conversation is read.
            enqueueActions(({ context, event, enqueue }) => {
              if (event.type !== 'VISIBLE' || !event.isNewest || context.markedNewestID === event.message.ID) return;
              enqueue.assign({ markedNewestID: event.message.ID });
              enqueue({ type: 'markConversationRead', params: { conversationID: context.conversationID } });
            }),
          ],
        },
      },
    },
    /** Live and community groups: no receipts (the conversation is still marked read). */
    unsupported: {
      on: {
        VISIBLE: {
          guard: 'seen',
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (event.type !== 'VISIBLE' || !event.isNewest || context.markedNewestID === event.message.ID) return;
            enqueue.assign({ markedNewestID: event.message.ID });
            enqueue({ type: 'markConversationRead', params: { conversationID: context.conversationID } });
          }),
        },
      },
    },
  },
  on: {
    GROUP_TYPE: { target: '.route', actions: assign(({ event }) => ({ groupType: event.groupType })) },
  },
});
