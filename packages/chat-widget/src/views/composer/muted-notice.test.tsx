/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The muted notice live (docs/chat.md §5, §6): demo_hr owns a group with demo_c5; when the owner
// mutes demo_c5 (from demo_hr's own engine), demo_c5's composer becomes the notice, and comes back
// when the mute is lifted. Mute-all silences members but not the owner.
import { act, render, screen, waitFor } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import type { ChatEngine } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { Composer } from '.';

let live: LiveChat;
let owner: { chat: ChatEngine; userID: string };
let member: { chat: ChatEngine; userID: string };
let groupID: string;

/** zh-CN composer.muted: 'You have been muted by the admin'. */
const MUTED = '您已被管理员禁言';
/**
 * Waits for the composer's mute check (the group, then own member profile) of `engine`: the
 * sentinel sends the same two requests after the check sent its first, so once they are
 * answered, the check's are too (inside act, so React flushes what they set).
 */
const settle = (engine: ChatEngine) =>
  act(async () => {
    await engine.getGroupProfile({ groupID });
    await engine.getGroupMemberProfile({ groupID, userIDList: [engine.getLoginUser()] });
  });
const asOwner = (action: () => Promise<unknown>) => act(async () => void (await action()));

beforeAll(async () => {
  live = await startLiveChat();
  owner = await live.engineFor('demo_hr');
  member = await live.engineFor('demo_c5');
  const { data } = await owner.chat.createGroup({ name: '禁言测试群', type: 'Public', memberList: [{ userID: member.userID }] });
  groupID = data.group.groupID;
}, 60_000);
afterAll(() => live?.close());

function renderComposer(engine: ChatEngine) {
  render(
    <ChatProvider engine={engine}>
      <Composer conversationID={`GROUP${groupID}`} />
    </ChatProvider>,
  );
}

const editor = () => screen.queryByRole('textbox', { name: '请输入消息' });
const notice = () => screen.queryByRole('status');

it("a member muted by the owner sees 'You have been muted by the admin' instead of the input, until unmuted", async () => {
  renderComposer(member.chat);
  // Loaded and not muted: the editor is there (and stays after the membership check).
  await waitFor(() => expect(editor()).not.toBeNull());
  await settle(member.chat);
  expect(notice()).toBeNull();

  await asOwner(() => owner.chat.setGroupMemberMuteTime({ groupID, userID: member.userID, muteTime: 600 }));
  await waitFor(() => expect(notice()?.textContent).toBe(MUTED));
  expect(editor()).toBeNull();
  expect(screen.queryByRole('toolbar')).toBeNull();

  await asOwner(() => owner.chat.setGroupMemberMuteTime({ groupID, userID: member.userID, muteTime: 0 }));
  await waitFor(() => expect(editor()).not.toBeNull());
  expect(screen.queryByText(MUTED)).toBeNull();
  expect(screen.getByRole('toolbar')).toBeTruthy();
}, 30_000);

it('a mute that runs out gives the input back by itself (no push marks its end)', async () => {
  renderComposer(member.chat);
  await waitFor(() => expect(editor()).not.toBeNull());
  await asOwner(() => owner.chat.setGroupMemberMuteTime({ groupID, userID: member.userID, muteTime: 2 }));
  await waitFor(() => expect(notice()?.textContent).toBe(MUTED));
  await waitFor(() => expect(editor()).not.toBeNull());
  expect(screen.queryByText(MUTED)).toBeNull();
}, 30_000);

it('mute-all silences a member but leaves the owner able to speak', async () => {
  renderComposer(member.chat);
  await waitFor(() => expect(editor()).not.toBeNull());
  await asOwner(() => owner.chat.updateGroupProfile({ groupID, muteAllMembers: true }));
  await waitFor(() => expect(notice()?.textContent).toBe(MUTED));

  // The owner's own composer, under mute-all.
  renderComposer(owner.chat);
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: '请输入消息' })).toHaveLength(1));
  await settle(owner.chat);
  expect(screen.getAllByText(MUTED)).toHaveLength(1);

  await asOwner(() => owner.chat.updateGroupProfile({ groupID, muteAllMembers: false }));
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: '请输入消息' })).toHaveLength(2));
  expect(screen.queryByText(MUTED)).toBeNull();
}, 30_000);
