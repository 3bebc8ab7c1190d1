// The notifier's work for messages that arrived (loaded with the first one: none of it is in the
// widget's first download): which call for attention, then the beep and the notifications.
import type { i18n } from 'i18next';
import type { ChatEngine, Message } from '../../engine';
import { STICKER_AREA, stickerCatalogues } from '../../i18n/lazy/sticker';
import { addAreaCatalogue } from '../../i18n/lazy-catalogue';
import { messageSummary, type SummaryTranslate } from '../../engine/message-summary';
import { beep } from './beep';
import type { NotifyOptions } from '../../provider/notify-options';
import { notifies, senderName } from './notify-rules';

export interface NotifyContext {
  engine: ChatEngine;
  /** The widget's i18next instance: the stickers' names are added to it here. */
  i18n: i18n;
  options: NotifyOptions;
  chatShown: boolean;
  t: SummaryTranslate;
  open(conversationID: string): void;
}

const canNotify = () => typeof Notification === 'function' && Notification.permission === 'granted';

async function muted(engine: ChatEngine, message: Message): Promise<boolean> {
  try {
    const { messageRemindType } = (await engine.getConversationProfile(message.conversationID)).data.conversation;
    return messageRemindType === 'AcceptNotNotify' || messageRemindType === 'Discard';
  } catch {
    return false;
  }
}

export async function notifyOf(messages: Message[], context: NotifyContext): Promise<void> {
  const state = { chatShown: context.chatShown, pageHidden: typeof document !== 'undefined' && document.hidden, muted: false };
  const candidates = messages.filter((message) => notifies(message, state));
  const due: Message[] = [];
  for (const message of candidates) if (!(await muted(context.engine, message))) due.push(message);
  if (due.length === 0) return;
  if (context.options.sound) beep();
  if (!context.options.desktop || !canNotify()) return;
  addAreaCatalogue(context.i18n, STICKER_AREA, stickerCatalogues);
  for (const message of due) {
    const shown = new Notification(senderName(message), { body: messageSummary(message.type, message.payload, context.t), tag: message.conversationID });
    shown.onclick = () => {
      window.focus();
      context.open(message.conversationID);
      shown.close();
    };
  }
}
