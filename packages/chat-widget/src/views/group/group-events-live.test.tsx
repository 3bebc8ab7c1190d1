/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// What a member sees of group events, against the real chat service: a new group is in their list
// at once (the creation notice and whom the creator invited), each change says who did what, and
// the header's member count follows removals.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { makeGroup, renderChat, type Live } from '../../../test/views/group-screens';

let live: LiveChat;
let owner: Live;
let c: Live[];
const nick: Record<string, string> = {};

beforeAll(async () => {
  live = await startLiveChat();
  owner = await live.engineFor('demo_hr');
  c = await Promise.all(['demo_c20', 'demo_c21', 'demo_c22'].map((name) => live.engineFor(name)));
  const { data } = await owner.chat.getUserProfile({ userIDList: [owner.userID, ...c.map((m) => m.userID)] });
  for (const profile of data) nick[profile.userID] = profile.nick || profile.userID;
}, 60_000);
afterAll(() => live?.close());

/** The open conversation's window (its list's row says the same in its summary). */
const inChat = () => within(document.querySelector('section[data-conversation-id]') as HTMLElement);
/** The conversation's window once it has loaded (a lazy chunk). */
const chatShown = () => waitFor(() => expect(document.querySelector('section[data-conversation-id]')).not.toBeNull(), { timeout: 10_000 });
const row = (groupID: string) => document.querySelector(`[data-conversation-id="GROUP${groupID}"]`) as HTMLElement | null;

it("puts a new group in each member's list at once, saying who created it and whom they invited", async () => {
  renderChat(c[0]!);
  const groupID = await makeGroup(owner, 'Public', '新群出现', [c[0]!, c[1]!]);
  const invited = `${nick[owner.userID]}邀请${nick[c[0]!.userID]}、${nick[c[1]!.userID]}加入了群聊`;
  await waitFor(() => expect(row(groupID)?.textContent).toContain(invited), { timeout: 10_000 });
  expect(row(groupID)!.textContent).toContain('新群出现');
  fireEvent.click(within(row(groupID)!).getByText('新群出现'));
  await chatShown();
  expect(await inChat().findByText(`${nick[owner.userID]}创建了群聊`)).toBeTruthy();
  expect(inChat().getByText(invited)).toBeTruthy();
});

it('says who changed the notice, turned mute-all on and off, and who owns the group now; the header counts members live', async () => {
  const groupID = await makeGroup(owner, 'Public', '事件群', [c[0]!, c[1]!, c[2]!]);
  renderChat(c[0]!);
  await waitFor(() => expect(row(groupID)).not.toBeNull(), { timeout: 10_000 });
  fireEvent.click(within(row(groupID)!).getByText('事件群'));
  await chatShown();
  const header = await screen.findByText((_, el) => el?.getAttribute('aria-live') === 'polite' && !!el.textContent?.startsWith('事件群'));
  await waitFor(() => expect(header.textContent).toBe('事件群（4）'));

  const by = nick[owner.userID]!;
  await act(async () => void (await owner.chat.updateGroupProfile({ groupID, notification: '明天十点集合' })));
  expect(await inChat().findByText(`${by}修改了群公告`)).toBeTruthy();
  await act(async () => void (await owner.chat.updateGroupProfile({ groupID, muteAllMembers: true })));
  expect(await inChat().findByText(`${by}开启了全员禁言`)).toBeTruthy();
  await act(async () => void (await owner.chat.updateGroupProfile({ groupID, muteAllMembers: false })));
  expect(await inChat().findByText(`${by}关闭了全员禁言`)).toBeTruthy();
  // The list's summary says it too.
  await waitFor(() => expect(row(groupID)?.textContent).toContain(`${by}关闭了全员禁言`));
  expect(screen.queryByText('群资料已修改')).toBeNull();

  await act(async () => void (await owner.chat.deleteGroupMember({ groupID, userIDList: [c[2]!.userID] })));
  expect(await inChat().findByText(`${by}将${nick[c[2]!.userID]}移出了群聊`)).toBeTruthy();
  await waitFor(() => expect(header.textContent).toBe('事件群（3）'));

  await act(async () => void (await owner.chat.changeGroupOwner({ groupID, newOwnerID: c[1]!.userID })));
  expect(await inChat().findByText(`${nick[c[1]!.userID]}成为新群主`)).toBeTruthy();
});
