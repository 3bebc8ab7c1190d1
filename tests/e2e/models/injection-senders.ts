// What an attacker controls, sent from Node through the widget's own local engine as another demo
// user would: messages of every type and custom card, a profile, a group, friend applications and
// remarks, all carrying the payloads of injection-corpus.ts.
import WebSocket from 'ws';
import { createLocalChat, TYPES, type ChatEngine, type Message } from '../../../packages/chat-widget/src/engine';
import { chatCredentialOf } from './api';
import { SHORT_PAYLOADS, TEXT_CORPUS, TEXT_PAYLOADS, URL_PAYLOADS } from './injection-corpus';

type Target = { to: string; conversationType: 'C2C' | 'GROUP' };

/** The custom cards of docs/chat.md §3 whose fields hold URLs, with every URL field set to `url`. */
const urlCards = (url: string, text: string): Record<string, unknown>[] => [
  { businessID: 'text_link', text, link: url },
  { businessID: 'order', title: text, description: text, price: text, link: url, imageUrl: url },
  { businessID: 'askResume', text, description: text, link: url },
  { businessID: 'consultion', title: text, hyperlinks_text: { key: text, value: url }, item: [{ key: text, value: url }], description: `${text} ${url}` },
];

/** The cards whose fields are only text. */
const textCards = (text: string): Record<string, unknown>[] => [
  { businessID: 'evaluation', score: text, comment: text },
  { businessID: 'interview', interview: { id: text, interviewTime: text, address: text, mobile: text, interviewType: 2, remark: text } },
  { businessID: 'resume_custom', id: `../../im/user-sig?${text}`, text },
  { businessID: 'group_create', opUser: text },
  { businessID: 'unknown_card', text },
];

export class InjectionSender {
  /** The IDs of what was sent, to check that each was rendered. */
  readonly sent: string[] = [];

  constructor(private readonly chat: ChatEngine) {}

  private async send(message: Message): Promise<void> {
    const { data } = await this.chat.sendMessage(message);
    this.sent.push(data.message.ID);
  }

  private custom(target: Target, data: Record<string, unknown>): Message {
    return this.chat.createCustomMessage({ ...target, payload: { data: JSON.stringify(data), description: TEXT_CORPUS.slice(0, 200), extension: '' } });
  }

  /** Text messages: one per payload, the URL tricks in one, and the whole corpus. */
  async texts(target: Target): Promise<void> {
    for (const text of [...TEXT_PAYLOADS, URL_PAYLOADS.join(' '), TEXT_CORPUS]) await this.send(this.chat.createTextMessage({ ...target, payload: { text } }));
  }

  /** The text messages and every card type but system_custom. */
  async textAndCards(target: Target): Promise<void> {
    await this.texts(target);
    for (const url of URL_PAYLOADS) for (const card of urlCards(url, TEXT_CORPUS)) await this.send(this.custom(target, card));
    for (const card of textCards(TEXT_CORPUS)) await this.send(this.custom(target, card));
  }

  /** system_custom HTML (the system account's alone): each payload, and the URL payloads as links and sources. */
  async htmlNotices(target: Target): Promise<void> {
    for (const html of TEXT_PAYLOADS) await this.send(this.custom(target, { businessID: 'system_custom', text: html }));
    const links = URL_PAYLOADS.map((url) => `<a href="${url}">a</a><img src="${url}"><video src="${url}" poster="${url}"></video>`).join('');
    await this.send(this.custom(target, { businessID: 'system_custom', text: links }));
  }

  /**
   * Image, video, audio and file messages whose URLs are the URL payloads (a forward carries a
   * media message's payload as it is, without an upload), files named with a payload, and stickers
   * whose data are the URL payloads.
   */
  async media(target: Target): Promise<void> {
    const forward = (type: Message['type'], payload: Record<string, unknown>) =>
      this.send(this.chat.createForwardMessage({ ...target, payload: { type, payload } as Message }));
    for (const url of URL_PAYLOADS) {
      await forward('TIMImageElem', { uuid: 'u', imageFormat: 3, imageInfoArray: [0, 1, 2].map((type) => ({ type, url, width: 40, height: 40, size: 1 })) });
      await forward('TIMVideoFileElem', {
        videoUUID: 'u',
        videoUrl: url,
        videoFormat: 'mp4',
        videoSecond: 1,
        videoSize: 1,
        videoDownloadFlag: 2,
        snapshotUrl: url,
        snapshotWidth: 40,
        snapshotHeight: 40,
      });
      await forward('TIMSoundElem', { uuid: 'u', url, second: 2, size: 1, downloadFlag: 2 });
      await forward('TIMFileElem', { uuid: 'u', fileName: SHORT_PAYLOADS.fileName, fileSize: 4, fileUrl: url, downloadFlag: 2 });
      await this.send(this.chat.createFaceMessage({ ...target, payload: { index: 1, data: url } }));
    }
    await this.send(this.chat.createFaceMessage({ ...target, payload: { index: 1, data: TEXT_CORPUS.slice(0, 200) } }));
  }
}

/** A profile whose nick is a payload and whose avatar is a javascript: URL. */
export async function hostileProfile(chat: ChatEngine): Promise<void> {
  await chat.updateMyProfile({ nick: SHORT_PAYLOADS.nick, avatar: URL_PAYLOADS[0], selfSignature: TEXT_CORPUS.slice(0, 500) });
}

/** A work group with `members`, whose notice, introduction and avatar are payloads (its name may only be letters). */
export async function hostileGroup(chat: ChatEngine, members: string[]): Promise<string> {
  const { data } = await chat.createGroup({ name: '注入测试群', type: TYPES.GRP_WORK, memberList: members.map((userID) => ({ userID })) });
  const { groupID } = data.group;
  await chat.updateGroupProfile({ groupID, notification: SHORT_PAYLOADS.notice, introduction: SHORT_PAYLOADS.introduction, avatar: URL_PAYLOADS[5] });
  return groupID;
}

type Credential = { userID: string; userSig: string; chatUrl: string };

/** A demo user's local engine (or one of a credential given), logged in as the widget would be. */
export async function loggedInEngine(origin: string, username: string, given?: Credential): Promise<{ chat: ChatEngine; userID: string }> {
  const credential = given ?? (await chatCredentialOf(origin, username));
  const chat = createLocalChat({ url: credential.chatUrl, WebSocket: WebSocket as never });
  await chat.login({ userID: credential.userID, userSig: credential.userSig });
  return { chat, userID: credential.userID };
}
