// Read receipts, translation and voice-to-text.
import { ChatError, ok } from '../../chat-error';
import type { ChatEngine } from '../../chat-engine';
import type { Core } from '../core';
import { userInfo } from '../user-info';
import { ERROR_CODES } from '@employment-cloud/chat-protocol';

type Methods = Pick<
  ChatEngine,
  'sendMessageReadReceipt' | 'getMessageReadReceiptList' | 'getGroupMessageReadMemberList' | 'translateText' | 'convertVoiceToText'
>;

export function receiptMethods(core: Core): Methods {
  return {
    async sendMessageReadReceipt(messageList) {
      const groupIDs = messageList.filter((m) => m.conversationType === 'GROUP').map((m) => m.ID);
      // One-to-one reads go through setMessageRead (the wire protocol): the peer sees everything read.
      const c2c = [...new Set(messageList.filter((m) => m.conversationType === 'C2C').map((m) => m.conversationID))];
      await Promise.all([
        groupIDs.length > 0 ? core.call('sendMessageReadReceipt', { IDs: groupIDs }) : undefined,
        ...c2c.map((conversationID) => core.call('setMessageRead', { conversationID })),
      ]);
      if (c2c.length > 0) {
        for (const conversationID of c2c) core.conversations.markRead(conversationID);
        core.publishConversations();
      }
      return ok({});
    },
    async getMessageReadReceiptList(messageList) {
      const { messageList: wires } = await core.call('getMessageReadReceiptList', { IDs: messageList.map((m) => m.ID) });
      for (const wire of wires) {
        const { message: held } = core.messages.ingest(wire, core.me);
        const given = messageList.find((m) => m.ID === wire.ID);
        if (given && given !== held) Object.assign(given, { isPeerRead: held.isPeerRead, readReceiptInfo: { ...held.readReceiptInfo } });
      }
      return ok({ messageList });
    },
    async getGroupMessageReadMemberList({ message, filter, cursor, count }) {
      const result = await core.call('getGroupMessageReadMemberList', { ID: message.ID, filter, cursor: cursor ?? '', count });
      const info = await userInfo(core, [...result.readUserIDList, ...result.unreadUserIDList]);
      return ok({
        messageID: message.ID,
        cursor: result.cursor,
        isCompleted: result.isCompleted,
        readUserIDList: result.readUserIDList,
        unreadUserIDList: result.unreadUserIDList,
        readUserInfoList: result.readUserIDList.map((userID) => info.get(userID)!),
        unreadUserInfoList: result.unreadUserIDList.map((userID) => info.get(userID)!),
      });
    },
    async translateText({ sourceTextList, sourceLanguage, targetLanguage }) {
      const result = await core.call('translateText', { sourceTextList, source: sourceLanguage || 'auto', target: targetLanguage });
      return ok({ translatedTextList: result.translatedTextList });
    },
    async convertVoiceToText({ message, language }) {
      if (message.type !== 'TIMSoundElem' || !message.payload.url) {
        throw new ChatError(ERROR_CODES.INVALID_PARAMS, 'convertVoiceToText needs a sent audio message');
      }
      const params = language ? { url: message.payload.url, language } : { url: message.payload.url };
      const { result } = await core.call('convertVoiceToText', params);
      return ok({ result });
    },
  };
}
