/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// Group applications live (docs/chat.md §2, §4, §6): demo_hr owns a Public group that needs
// approval; candidates apply. The owner's chat window shows the banner with the count, which
// follows new applications; 'Click to handle' opens the drawer (loaded lazily); Agree makes the
// applicant a member, Reject does not, each item fades out, and the drawer closes when empty.
// An admin sees it too; a plain member sees no banner.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import type { ChatEngine } from '../../engine';
import { ChatProvider } from '../../shell/chat-provider';
import { ChatWindow } from '../chat-window';

type User = { chat: ChatEngine; userID: string };
let live: LiveChat;
let owner: User;
let member: User;
let applicants: User[];
let groupID: string;

beforeAll(async () => {
  live = await startLiveChat();
  owner = await live.engineFor('demo_hr');
  member = await live.engineFor('demo_c11');
  applicants = await Promise.all(['demo_c12', 'demo_c13', 'demo_c14'].map((name) => live.engineFor(name)));
  const { data } = await owner.chat.createGroup({
    name: '入群申请测试群',
    type: 'Public',
    joinOption: 'NeedPermission',
    memberList: [{ userID: member.userID }],
  });
  groupID = data.group.groupID;
}, 60_000);
afterAll(() => live?.close());

const apply = (user: User, applyMessage: string) => act(async () => void (await user.chat.joinGroup({ groupID, applyMessage })));
const memberIDs = async () => (await owner.chat.getGroupMemberList({ groupID, count: 100 })).data.memberList.map((m) => m.userID);
const window = (user: User, testID: string, narrow = false) => (
  <div data-testid={testID} style={{ height: 600 }}>
    <ChatProvider engine={user.chat}>
      <ChatWindow conversationID={`GROUP${groupID}`} narrow={narrow} />
    </ChatProvider>
  </div>
);
const itemOf = (dialog: HTMLElement, name: string) => within(dialog).getByText(name, { exact: false }).closest('li') as HTMLElement;

it('shows the count to the owner, handles Agree and Reject with a fade, and closes when empty', async () => {
  const [first, second, third] = applicants as [User, User, User];
  await apply(first, '我想加入');
  await apply(second, '');
  const { container } = render(window(owner, 'owner'));
  const banner = await screen.findByTestId('group-application-banner');
  expect(banner.textContent).toContain('2条入群申请');

  // A new application reloads the list (GROUP_LIST_UPDATED).
  await apply(third, '请通过');
  await waitFor(() => expect(screen.getByTestId('group-application-banner').textContent).toContain('3条入群申请'));

  fireEvent.click(within(banner).getByRole('button', { name: '点击处理' }));
  const dialog = await screen.findByRole('dialog', { name: '入群申请' });
  expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  expect(itemOf(dialog, first.userID).textContent).toContain('申请理由：我想加入');
  expect(itemOf(dialog, second.userID).textContent).toContain('未填写申请理由');
  expect(await seriousViolations(container.ownerDocument.body)).toEqual([]);

  // Agree: the item fades, then goes; the applicant is a member.
  const firstItem = itemOf(dialog, first.userID);
  fireEvent.click(within(firstItem).getByRole('button', { name: '同意' }));
  await waitFor(() => expect(firstItem.hasAttribute('data-fading')).toBe(true));
  await waitFor(() => expect(firstItem.isConnected).toBe(false));
  expect(await memberIDs()).toContain(first.userID);
  expect(screen.getByTestId('group-application-banner').textContent).toContain('2条入群申请');

  // Reject: gone too, and not a member.
  fireEvent.click(within(itemOf(dialog, second.userID)).getByRole('button', { name: '拒绝' }));
  await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
  expect(await memberIDs()).not.toContain(second.userID);

  // The last one: the drawer closes and the banner goes.
  fireEvent.click(within(itemOf(dialog, third.userID)).getByRole('button', { name: '同意' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByTestId('group-application-banner')).toBeNull();
  expect(await memberIDs()).toEqual(expect.arrayContaining([first.userID, third.userID]));
}, 30_000);

it('shows the banner to an admin too, and none to a plain member', async () => {
  // demo_c12 joined in the test above; the owner makes them an admin.
  const admin = applicants[0]!;
  await act(async () => void (await owner.chat.setGroupMemberRole({ groupID, userID: admin.userID, role: 'Admin' })));
  await apply(applicants[1]!, '再申请一次');
  render(
    <>
      {window(admin, 'admin')}
      {window(member, 'member')}
    </>,
  );
  // The admin sees the pending application...
  const adminBanner = await within(screen.getByTestId('admin')).findByTestId('group-application-banner');
  expect(adminBanner.textContent).toContain('1条入群申请');
  // ...the member's window, loaded by now, does not.
  await waitFor(() => expect(screen.getByTestId('member').textContent).toContain('入群申请测试群'));
  expect(within(screen.getByTestId('member')).queryByTestId('group-application-banner')).toBeNull();
  expect(within(screen.getByTestId('member')).queryByRole('button', { name: '点击处理' })).toBeNull();
  expect(await seriousViolations(screen.getByTestId('member'))).toEqual([]);
}, 30_000);

// Relies on the application left pending by the test above.
it('is a 360 px right panel on desktop and a bottom sheet on narrow widths', async () => {
  const layoutOf = async (narrow: boolean) => {
    const view = render(window(owner, narrow ? 'narrow' : 'wide', narrow));
    const banner = await screen.findByTestId('group-application-banner');
    fireEvent.click(within(banner).getByRole('button', { name: '点击处理' }));
    const style = getComputedStyle(await screen.findByRole('dialog', { name: '入群申请' }));
    const layout = { width: style.width, right: style.right, bottom: style.bottom, top: style.top, left: style.left };
    expect(await seriousViolations(document.body)).toEqual([]);
    view.unmount();
    return layout;
  };
  expect(await layoutOf(false)).toMatchObject({ width: 'min(360px, 100vw)', right: '0px', top: '0px', bottom: '0px' });
  expect(await layoutOf(true)).toMatchObject({ left: '0px', right: '0px', bottom: '0px', top: '' });
}, 30_000);
