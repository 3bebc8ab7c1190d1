// Container (loaded lazily): the forward panel for one request. Nothing happens without a target
// (docs/chat.md §5); otherwise it closes and sends, and each failure shows a toast (§8).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../engine/message';
import { useChatEngine } from '../../provider/engine-context';
import { conversationAvatar, conversationName } from '../conversation-list/conversation-display';
import { useConversations } from '../conversation-list/use-conversations';
import { widgetRequestsOf } from '../message-actions/widget-requests';
import { useErrorText } from '../toast/error-text';
import { useToast } from '../toast/toast-provider';
import { forwardFailureText, forwardMessages, type ForwardMode } from './forward-messages';
import { ForwardPanelView } from './forward-panel-view';
import { forwardTargets } from './forward-targets';

export interface ForwardPanelProps {
  messages: Message[];
  /** Chosen before the panel opened (the multi-select bar): only its button shows. */
  mode?: ForwardMode;
  /** The merged bundle's title; 聊天记录 when not given. */
  title?: string;
  /** Called once the messages are on their way. */
  onSent?(): void;
  onClose(): void;
}

export default function ForwardPanel({ messages, mode: chosen, title, onSent, onClose }: ForwardPanelProps) {
  const { t } = useTranslation('chat');
  const engine = useChatEngine();
  const toast = useToast();
  const errorText = useErrorText();
  const conversations = useConversations(engine);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const options = forwardTargets(conversations).map((conversation) => ({
    conversationID: conversation.conversationID,
    name: conversationName(conversation, t('conversation.anonymous')),
    avatar: conversationAvatar(conversation),
  }));

  const toggle = (conversationID: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(conversationID)) next.add(conversationID);
      return next;
    });

  const forward = (mode: ForwardMode) => {
    // Only what is still offered (a conversation may have gone since it was ticked).
    const targets = options.map((option) => option.conversationID).filter((id) => selected.has(id));
    if (targets.length === 0) return;
    onClose();
    onSent?.();
    const merged = { title: title || t('forward.mergedTitle'), compatibleText: t('forward.mergedCompatible') };
    const report = (message: Message) => widgetRequestsOf(engine).emit('sent', { messages: [message] });
    void forwardMessages(engine, { messages, targets, mode, merged }, report).then((failures) => {
      for (const text of new Set(failures.map((error) => forwardFailureText(error, t('forward.sensitive'), errorText)))) toast.error(text);
    });
  };

  return (
    <ForwardPanelView
      options={options}
      selected={selected}
      modes={chosen ? [chosen] : ['merged', 'oneByOne']}
      onToggle={toggle}
      onForward={forward}
      onClose={onClose}
    />
  );
}
