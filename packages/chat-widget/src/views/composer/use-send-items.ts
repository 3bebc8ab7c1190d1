// Creates and sends the composer's messages, one send actor each; the quote goes with the first.
import { useCallback } from 'react';
import type { ChatEngine, MessageOptions } from '../../engine';
import type { CustomPayload, FacePayload, Message } from '../../engine/message';
import { asksForReceipt } from '../../machines/read-receipts';
import type { SendActor } from '../../machines/send';
import { useChatEngine } from '../../provider/engine-context';
import { useChatUi } from '../../provider/chat-ui-context';
import { useChatOptions } from '../../provider/options-context';
import { addLocalPreview, releaseLocalPreview } from '../common/local-previews';
import type { ComposedItem } from './compose-items';
import { quoteCloudCustomData } from './quote-reply';
import { useSendMachine } from './use-send-machine';

export type OutgoingItem =
  | ComposedItem
  | { type: 'face'; face: FacePayload }
  | { type: 'custom'; custom: Partial<CustomPayload> }
  /** A voice message recorded in the browser, `second` long. */
  | { type: 'audio'; file: File; second: number };

export function peerOf(conversationID: string): { to: string; conversationType: 'C2C' | 'GROUP' } {
  if (conversationID.startsWith('GROUP')) return { to: conversationID.slice(5), conversationType: 'GROUP' };
  return { to: conversationID.replace(/^C2C/, ''), conversationType: 'C2C' };
}

function create(engine: ChatEngine, item: OutgoingItem, base: Omit<MessageOptions<unknown>, 'payload'>): Message {
  switch (item.type) {
    case 'text':
      if (item.atUserList?.length) return engine.createTextAtMessage({ ...base, payload: { text: item.text, atUserList: item.atUserList } });
      return engine.createTextMessage({ ...base, payload: { text: item.text } });
    case 'image':
      return engine.createImageMessage({ ...base, payload: { file: item.file } });
    case 'video':
      return engine.createVideoMessage({ ...base, payload: { file: item.file } });
    case 'file':
      return engine.createFileMessage({ ...base, payload: { file: item.file } });
    case 'audio':
      return engine.createAudioMessage({ ...base, payload: { file: item.file, second: item.second } });
    case 'face':
      return engine.createFaceMessage({ ...base, payload: item.face });
    case 'custom':
      return engine.createCustomMessage({ ...base, payload: item.custom });
  }
}

export function useSendItems(conversationID: string): (items: OutgoingItem[]) => SendActor[] {
  const engine = useChatEngine();
  const { state, dispatch } = useChatUi();
  const { ensure } = useSendMachine();
  const { features } = useChatOptions();
  const quote = state.quote;
  return useCallback(
    (items: OutgoingItem[]) => {
      const target = peerOf(conversationID);
      const needReadReceipt = asksForReceipt(target.conversationType, features.readReceipt);
      const actors = items.map((item, index) => {
        let actor: SendActor | undefined;
        const message = create(engine, item, {
          ...target,
          needReadReceipt,
          cloudCustomData: index === 0 && quote ? quoteCloudCustomData(quote) : undefined,
          onProgress: (progress) => actor?.send({ type: 'progress', progress }),
        });
        actor = ensure(message);
        if (item.type === 'image' || item.type === 'video') {
          // The bubble shows the user's file while it uploads; the object URL goes once it is sent.
          addLocalPreview(message.ID, item.file);
          const watch = actor.subscribe((snapshot) => {
            if (snapshot.status !== 'done') return;
            releaseLocalPreview(message.ID);
            watch.unsubscribe();
          });
        }
        return actor;
      });
      if (quote && items.length > 0) dispatch({ type: 'quote', message: null });
      return actors;
    },
    [conversationID, engine, quote, dispatch, ensure, features.readReceipt],
  );
}
