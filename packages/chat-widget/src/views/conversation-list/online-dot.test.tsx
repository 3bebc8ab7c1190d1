/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The online dot of the conversation list (docs/chat.md §2): friends only, one-to-one only, only
// when online-status display is on. demo_hr's list; demo_c6 becomes a friend, demo_c7 does not;
// both are online and have written to demo_hr.
import { act, cleanup, render, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { TYPES, type ChatEngine } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import type { ChatFeatures } from '../../provider/options-context';
import { ConversationListPanel } from '.';

let live: LiveChat;
let hr: { chat: ChatEngine; userID: string };
let friend: { chat: ChatEngine; userID: string };
let stranger: { chat: ChatEngine; userID: string };

async function write(from: { chat: ChatEngine }, text: string) {
  const message = from.chat.createTextMessage({ to: hr.userID, conversationType: 'C2C', payload: { text } });
  await act(async () => void (await from.chat.sendMessage(message)));
}

beforeAll(async () => {
  live = await startLiveChat();
  hr = await live.engineFor('demo_hr');
  friend = await live.engineFor('demo_c6');
  stranger = await live.engineFor('demo_c7');
  // Whatever the demo data made of them: demo_c6 a friend, demo_c7 not.
  const friends = (await hr.chat.getFriendList()).data.map((f) => f.userID);
  if (!friends.includes(friend.userID)) {
    await hr.chat.addFriend({ to: friend.userID, source: 'web', wording: 'hello' });
    await friend.chat.acceptFriendApplication({ userID: hr.userID, type: TYPES.SNS_APPLICATION_AGREE_AND_ADD });
  }
  if (friends.includes(stranger.userID)) await hr.chat.deleteFriend({ userIDList: [stranger.userID] });
  await write(friend, 'from a friend');
  await write(stranger, 'from a stranger');
}, 60_000);
afterAll(() => live?.close());

const row = (userID: string, root: ParentNode = document) => root.querySelector<HTMLElement>(`[data-conversation-id="C2C${userID}"]`);
const dotOf = (userID: string, root?: ParentNode) => within(row(userID, root)!).queryByRole('status', { name: '在线' });

function renderList(features?: Partial<ChatFeatures>): HTMLElement {
  return render(
    <ChatProvider engine={hr.chat} features={features}>
      <ConversationListPanel activeConversationID={null} onSelect={() => undefined} />
    </ChatProvider>,
  ).container;
}

async function isOnline(userID: string): Promise<boolean> {
  const { data } = await hr.chat.getUserStatus({ userIDList: [userID] });
  return data.successUserList.some((s) => s.userID === userID && s.statusType === TYPES.USER_STATUS_ONLINE);
}

it('shows the dot for an online friend, not for an online stranger, and drops it when the friend logs out', async () => {
  // Both are online as far as the service is concerned: only friendship tells them apart.
  expect(await isOnline(friend.userID)).toBe(true);
  expect(await isOnline(stranger.userID)).toBe(true);
  const friends = (await hr.chat.getFriendList()).data.map((f) => f.userID);
  expect(friends).toContain(friend.userID);
  expect(friends).not.toContain(stranger.userID);

  renderList();
  await waitFor(() => expect(row(friend.userID) && row(stranger.userID)).toBeTruthy());
  await waitFor(() => expect(dotOf(friend.userID)).not.toBeNull());
  // A later message from the stranger (and their status pushes) still brings no dot.
  await write(stranger, 'still a stranger');
  await waitFor(() => expect(within(row(stranger.userID)!).queryByText('still a stranger')).not.toBeNull());
  expect(dotOf(stranger.userID)).toBeNull();

  await act(async () => void (await friend.chat.logout()));
  await waitFor(() => expect(dotOf(friend.userID)).toBeNull());
  expect(await isOnline(friend.userID)).toBe(false);
}, 30_000);

it('shows no dot when online-status display is off', async () => {
  cleanup();
  const again = await live.engineFor('demo_c6');
  expect(await isOnline(again.userID)).toBe(true);

  // With the feature on, the same friend has the dot (so its absence below is the setting's doing).
  renderList();
  await waitFor(() => expect(dotOf(again.userID)).not.toBeNull());
  cleanup();

  const off = renderList({ onlineStatus: false });
  await waitFor(() => expect(row(again.userID, off)).not.toBeNull());
  // The sentinel: a list with the feature on, mounted after it on the same engine. Once its dot
  // shows, the status the first list would have asked for (first) would be in too.
  const on = renderList();
  await waitFor(() => expect(dotOf(again.userID, on)).not.toBeNull());
  expect(dotOf(again.userID, off)).toBeNull();
}, 30_000);
