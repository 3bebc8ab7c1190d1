// Sending and managing messages: sendMessage, resendMessage, revokeMessage, deleteMessage,
// getMessageList, findMessage.
import { ChatError, ok, toChatError } from '../../chat-error';
import type { ChatEngine, ChatResponse } from '../../chat-engine';
import type { Message } from '../../message';
import type { Core } from '../core';
import { refreshConversations } from '../conversation-sync';
import { toLastMessage } from '../from-wire';
import type { FactoryContext } from '../message-factory';
import { uploadMedia } from '../media-upload';
import { ERROR_CODES, LIMITS, parseConversationID, type OutgoingMessage } from '@employment-cloud/chat-protocol';
import type { UploadFile } from '../upload';
import { validateMessage } from '../validate-message';

type Methods = Pick<ChatEngine, 'sendMessage' | 'resendMessage' | 'revokeMessage' | 'deleteMessage' | 'getMessageList' | 'findMessage'> &
  Required<Pick<ChatEngine, 'cancelUpload'>>;

export interface MessageDeps {
  factory: FactoryContext;
  chatURL: string;
  uploadFile: UploadFile;
  blockedWords: readonly string[];
}

function toOutgoing(message: Message): OutgoingMessage {
  const { ID, conversationType, to, type, payload, cloudCustomData, atUserList, needReadReceipt, priority } = message;
  return { ID, conversationType, to, type, payload: payload as unknown as Record<string, unknown>, cloudCustomData, atUserList, needReadReceipt, priority };
}

const notLoggedIn = () => new ChatError(ERROR_CODES.NOT_LOGGED_IN, 'not logged in');

export function messageMethods(core: Core, deps: MessageDeps): Methods {
  const sending = new Map<string, Promise<ChatResponse<{ message: Message }>>>();
  /** The uploads in progress, by message ID. */
  const uploads = new Map<string, AbortController>();

  async function send(message: Message, onlineUserOnly: boolean): Promise<ChatResponse<{ message: Message }>> {
    const pending = deps.factory.media.get(message);
    const refusal = core.isLoggedIn() ? validateMessage(message, pending?.file, deps.blockedWords) : notLoggedIn();
    if (refusal) {
      message.status = 'fail';
      throw refusal;
    }
    message.status = 'unSend';
    if (message.from !== core.me) Object.assign(message, { from: core.me, flow: 'out', nick: core.myProfile.nick, avatar: core.myProfile.avatar });
    core.messages.add(message);
    try {
      if (pending?.file) {
        const upload = new AbortController();
        uploads.set(message.ID, upload);
        const context = { chatURL: deps.chatURL, authorization: core.authorization(), uploadFile: deps.uploadFile, signal: upload.signal };
        await uploadMedia(context, message, { ...pending, file: pending.file }).finally(() => uploads.delete(message.ID));
        deps.factory.media.delete(message); // uploaded: a resend sends the URL
      }
      const wire = await core.enqueue(toOutgoing(message), onlineUserOnly);
      const known = core.conversations.get(message.conversationID) !== undefined;
      core.messages.ingest(wire, core.me);
      if (wire.sequence > 0 && core.conversations.noteMessage(message, wire.syncSeq, core.me)) core.publishConversations();
      if (!known && wire.sequence > 0) refreshConversations(core); // a new conversation: its peer's profile
      return ok({ message });
    } catch (error) {
      message.status = 'fail';
      throw toChatError(error, ERROR_CODES.NETWORK);
    }
  }

  /** One send per message at a time: a second call while the first is on its way shares it. */
  function start(message: Message, onlineUserOnly: boolean) {
    const running = sending.get(message.ID);
    if (running) return running;
    const run = send(message, onlineUserOnly).finally(() => sending.delete(message.ID));
    sending.set(message.ID, run);
    return run;
  }

  return {
    sendMessage: (message, options) => start(message, options?.onlineUserOnly === true),
    async resendMessage(message) {
      if (message.status === 'success') return ok({ message });
      return start(message, false);
    },
    async revokeMessage(message) {
      if (message.status !== 'success') throw new ChatError(ERROR_CODES.INVALID_PARAMS, 'only a sent message can be recalled');
      const result = await core.call('revokeMessage', { ID: message.ID });
      const { message: held } = core.messages.ingest(result.message, core.me);
      if (held !== message) Object.assign(message, { isRevoked: held.isRevoked, revoker: held.revoker, revokerInfo: held.revokerInfo });
      const conversation = core.conversations.get(message.conversationID);
      if (conversation?.lastMessage?.lastSequence === message.sequence) {
        conversation.lastMessage = toLastMessage(message);
        core.publishConversations();
      }
      return ok({ message });
    },
    async deleteMessage(messageList) {
      if (!core.isLoggedIn()) throw notLoggedIn();
      // Messages that never reached the server are only local.
      const IDs = messageList.filter((m) => m.status === 'success').map((m) => m.ID);
      if (IDs.length > 0) await core.call('deleteMessage', { IDs });
      for (const message of messageList) message.isDeleted = true;
      // The list's preview must not keep a deleted message: the one before it shows instead.
      if (core.conversations.forgetDeleted(messageList, (conversationID) => core.messages.inConversation(conversationID))) core.publishConversations();
      return ok({ messageList });
    },
    async getMessageList({ conversationID, nextReqMessageID }) {
      if (!core.isLoggedIn()) throw notLoggedIn();
      if (!parseConversationID(conversationID)) throw new ChatError(ERROR_CODES.INVALID_PARAMS, `invalid conversationID: ${conversationID}`);
      const params = nextReqMessageID ? { conversationID, nextReqMessageID, count: LIMITS.messagePageSize } : { conversationID, count: LIMITS.messagePageSize };
      const page = await core.call('getMessageList', params);
      // The held object for every message already seen, so a push of the same message is not new.
      const messageList = page.messageList.map((wire) => core.messages.ingest(wire, core.me).message);
      return ok({ messageList, nextReqMessageID: page.nextReqMessageID, isCompleted: page.isCompleted });
    },
    findMessage: (messageID) => core.messages.get(messageID) ?? null,
    cancelUpload(message) {
      const upload = uploads.get(message.ID);
      upload?.abort();
      return upload !== undefined;
    },
  };
}
