// A sound and a browser notification for a new message while the chat is closed or the page
// hidden (./notify-rules.ts), as the host allows (`<ChatProvider notify>`). A notification is
// shown only where the user has allowed them: asked on their click only (EnableNotifications,
// in the modal's header), never on load. Clicking one opens its conversation. The work is in
// ./notify-now.ts, loaded with the first message.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatEventHandler } from '../../engine';
import { EVENT } from '../../engine/constants';
import type { ChatEvents } from '../../provider/chat-events';
import { useOptionalChatEngine } from '../../provider/engine-context';
import { useChatOptions } from '../../provider/options-context';
import { isChatShown } from './chat-shown';

export default function NewMessageNotifier({ events }: { events: ChatEvents }) {
  const engine = useOptionalChatEngine();
  const { notify } = useChatOptions();
  const { t, i18n } = useTranslation('chat');
  useEffect(() => {
    if (!engine || (!notify.sound && !notify.desktop)) return;
    const received: ChatEventHandler<typeof EVENT.MESSAGE_RECEIVED> = ({ data }) => {
      // Whether the chat shows now, when the message came, not once the module is in.
      const chatShown = isChatShown();
      import('./notify-now')
        .then(({ notifyOf }) =>
          notifyOf(data, { engine, i18n, options: notify, chatShown, t, open: (conversationID) => events.emit('open-chat', { conversationID }) }),
        )
        .catch(() => undefined);
    };
    engine.on(EVENT.MESSAGE_RECEIVED, received);
    return () => engine.off(EVENT.MESSAGE_RECEIVED, received);
  }, [engine, events, notify, t, i18n]);
  return null;
}
