// Helpers of the group screens' live tests: render the shell for an engine, open a group's
// manage panel, read the server's view back.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ChatEngine } from '../../src/engine';
import type { GroupType } from '../../src/engine/entities';
import { ChatProvider } from '../../src/shell/chat-provider';
import { Chat } from '../../src/shell/chat';
import { widgetRequestsOf } from '../../src/views/message-actions/widget-requests';

export type Live = { chat: ChatEngine; userID: string };

export function renderChat(user: Live) {
  return render(
    <ChatProvider engine={user.chat}>
      <Chat />
    </ChatProvider>,
  );
}

/** The panel after a 'manage-group' request, once the group is loaded. */
export async function openManage(user: Live, groupID: string) {
  act(() => widgetRequestsOf(user.chat).emit('manage-group', { groupID }));
  // The first request loads the panels' chunk: jest compiles it then, which takes seconds on a busy machine.
  const panel = await screen.findByRole('dialog', { name: '群管理' }, { timeout: 10_000 });
  await within(panel).findByTestId('group-id');
  return panel;
}

/** The open sheet (its name is the sub-view's title). */
export const sheet = () => screen.getByRole('dialog');

export const click = (container: HTMLElement, name: string | RegExp, role = 'button') => fireEvent.click(within(container).getByRole(role, { name }));

/** Picks user IDs in the open member picker and confirms. */
export async function pick(userIDs: string[]) {
  const panel = sheet();
  for (const userID of userIDs) {
    const row = await waitFor(() => {
      const found = within(within(panel).getByTestId('picker-candidates'))
        .getAllByRole('listitem')
        .find((li) => li.textContent?.includes(userID));
      if (!found) throw new Error(`${userID} not offered`);
      return found;
    });
    fireEvent.click(row.querySelector('input')!);
  }
  click(panel, '确认');
}

/** Confirms the open AlertDialog. */
export async function confirmAlert() {
  const alert = await screen.findByRole('alertdialog');
  fireEvent.click(within(alert).getByRole('button', { name: '确认' }));
}

export async function makeGroup(owner: Live, type: GroupType, name: string, members: Live[]) {
  const { data } = await owner.chat.createGroup({ name, type, memberList: members.map(({ userID }) => ({ userID })) });
  return data.group.groupID;
}

export async function memberOf(viewer: Live, groupID: string, userID: string) {
  const { data } = await viewer.chat.getGroupMemberList({ groupID, count: 100, offset: 0 });
  return data.memberList.find((m) => m.userID === userID);
}
