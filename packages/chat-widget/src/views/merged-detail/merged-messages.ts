// What a merged message holds, as messages the bubbles can render: each SimplifiedMessage (ID,
// nick, avatar, from, time and one body) of its messageList, read-only and incoming.
import type { Message, MessageOf } from '../../engine';
import { untouchedMessage } from '../../engine/message-defaults';

export function mergedMessages(merged: MessageOf<'TIMRelayElem'>): Message[] {
  return merged.payload.messageList.flatMap((inner) => {
    const body = inner.messageBody?.[0];
    if (!body) return [];
    const message = {
      ID: inner.ID,
      from: inner.from,
      nick: inner.nick,
      avatar: inner.avatar,
      time: inner.time,
      cloudCustomData: inner.cloudCustomData ?? '',
      type: body.type,
      payload: body.payload,
      // Shown inside the merged message's conversation, never sent or acted on.
      conversationID: merged.conversationID,
      conversationType: merged.conversationType,
      to: merged.to,
      flow: 'in',
      status: 'success',
      progress: 1,
      priority: 'Normal',
      ...untouchedMessage(),
      sequence: 0,
    };
    return [message as Message];
  });
}

/** Its messageList was kept apart (a large bundle on Tencent's service): download it first. */
export const needsDownload = (merged: MessageOf<'TIMRelayElem'>) => merged.payload.messageList.length === 0 && merged.payload.downloadKey !== '';
