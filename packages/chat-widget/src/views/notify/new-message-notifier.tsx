// A sound and a browser notification for a new message while the chat is closed or the page
// hidden (views/notify/notify-rules.ts), as the host allows (`<ChatProvider notify>`). A
// notification is shown only where the user has allowed them: asked on their click only
// (EnableNotifications, in the modal's header), never on load. Clicking one opens its conversation.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EVENT, type ChatEventHandler, type Message } from '../../engine';
import { messageSummary } from '../../engine/message-summary';
import type { ChatEvents } from '../../provider/chat-events';
import { useOptionalChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import { beep } from './beep';
import { isChatShown } from './chat-shown';
import { notifies, senderName } from './notify-rules';

const canNotify = () => typeof Notification === 'function' && Notification.permission === 'granted';

export function NewMessageNotifier({ events }: { events: ChatEvents }) {
  const engine = useOptionalChatEngine();
  const { notify } = useChatOptions();
  const { t } = useTranslation('chat');
  useEffect(() => {
    if (!engine || (!notify.sound && !notify.desktop)) return;
    const muted = (message: Message) =>
      engine.getConversationProfile(message.conversationID).then(
        ({ data }) => data.conversation.messageRemindType === 'AcceptNotNotify' || data.conversation.messageRemindType === 'Discard',
        () => false,
      );
    const received: ChatEventHandler<typeof EVENT.MESSAGE_RECEIVED> = ({ data }) => {
      const state = { chatShown: isChatShown(), pageHidden: typeof document !== 'undefined' && document.hidden };
      void Promise.all(data.map(async (message) => ((await muted(message)) ? null : message))).then((list) => {
        const due = list.filter((message): message is Message => message !== null && notifies(message, { ...state, muted: false }));
        if (due.length === 0) return;
        if (notify.sound) beep();
        if (!notify.desktop || !canNotify()) return;
        for (const message of due) {
          const shown = new Notification(senderName(message), {
            body: messageSummary(message.type, message.payload, t),
            tag: message.conversationID,
          });
          shown.onclick = () => {
            window.focus();
            events.emit('open-chat', { conversationID: message.conversationID });
            shown.close();
          };
        }
      });
    };
    engine.on(EVENT.MESSAGE_RECEIVED, received);
    return () => engine.off(EVENT.MESSAGE_RECEIVED, received);
  }, [engine, events, notify.sound, notify.desktop, t]);
  return null;
}
