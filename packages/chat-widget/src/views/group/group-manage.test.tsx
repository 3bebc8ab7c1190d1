/** @jest-environment ./packages/chat-widget/test/dom/jsdom-with-fetch.cjs */
// The group manage panel against the real chat service (docs/chat.md §2, §4-§6, §8, §9): demo_hr
// owns groups with candidates; each flow goes through the panel and is read back from the server.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { seriousViolations } from '@employment-cloud/test-support/dom/axe';
import { startLiveChat, type LiveChat } from '@employment-cloud/test-support/dom/live-chat';
import { click, confirmAlert, makeGroup, memberOf, openManage, pick, renderChat, sheet, type Live } from '../../../test/views/group-screens';

let live: LiveChat;
let owner: Live;
let c: Live[];
let groupID: string;

beforeAll(async () => {
  live = await startLiveChat();
  owner = await live.engineFor('demo_hr');
  c = await Promise.all(['demo_c13', 'demo_c14', 'demo_c15', 'demo_c16', 'demo_c17'].map((name) => live.engineFor(name)));
  groupID = await makeGroup(owner, 'Public', '管理测试群', [c[0]!, c[1]!, c[2]!]);
}, 60_000);
afterAll(() => live?.close());

const profile = async () => (await owner.chat.getGroupProfile({ groupID })).data.group;

it('shows the group to its owner: name, preview tiles with + and −, notice, settings, info; accessible', async () => {
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  expect(within(panel).getByTestId('group-name').textContent).toBe('管理测试群');
  // Public, owner: 3 + 1 (not Work) + 0 (owner) = 4 member tiles; all 4 members fit.
  const preview = within(panel).getByTestId('member-preview');
  expect(preview.querySelectorAll('[data-member-tile]')).toHaveLength(4);
  expect(within(preview).getByRole('button', { name: '添加成员' })).toBeTruthy();
  expect(within(preview).getByRole('button', { name: '删除成员' })).toBeTruthy();
  expect(within(panel).getByTestId('group-id').textContent).toBe(groupID);
  expect(within(panel).getByText('陌生人社交群(Public)')).toBeTruthy();
  expect(within(panel).getByText('需要验证')).toBeTruthy();
  expect(within(panel).getByRole('button', { name: '解散群聊' })).toBeTruthy();
  expect(within(panel).getByRole('button', { name: '转让群组' })).toBeTruthy();
  expect(within(panel).queryByRole('button', { name: '退出群组' })).toBeNull();
  expect(await seriousViolations(document.body)).toEqual([]);
});

it('renames only when changed (Enter submits), with the success toast', async () => {
  const update = jest.spyOn(owner.chat, 'updateGroupProfile');
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  click(panel, '编辑 群名称');
  fireEvent.submit(within(panel).getByLabelText('群名称'));
  expect(update).not.toHaveBeenCalled();
  click(panel, '编辑 群名称');
  const input = within(panel).getByLabelText('群名称');
  fireEvent.change(input, { target: { value: '' } });
  expect(within(panel).getByRole('alert').textContent).toBe('群名称不能为空');
  fireEvent.change(input, { target: { value: '改名后的群' } });
  fireEvent.submit(input);
  expect(await screen.findByText('修改群名称成功')).toBeTruthy();
  expect((await profile()).name).toBe('改名后的群');
  await waitFor(() => expect(within(sheet()).getByTestId('group-name').textContent).toBe('改名后的群'));
  expect(update).toHaveBeenCalledTimes(1);
  update.mockRestore();
});

it('the notice: over 150 characters shows the message; Enter publishes a changed one', async () => {
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  click(panel, '编辑 群公告');
  const notice = await screen.findByRole('dialog', { name: '群公告' });
  const box = within(notice).getByLabelText('群公告');
  fireEvent.change(box, { target: { value: '长'.repeat(151) } });
  expect(within(notice).getByRole('alert').textContent).toBe('群公告字数超出限制，最大长度为150');
  expect((within(notice).getByRole('button', { name: '发布' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(box, { target: { value: '明天十点面试' } });
  expect(within(notice).queryByRole('alert')).toBeNull();
  fireEvent.keyDown(box, { key: 'Enter' });
  await waitFor(async () => expect((await profile()).notification).toBe('明天十点面试'));
  expect(await seriousViolations(document.body)).toEqual([]);
});

it('adds members by user ID (an unknown one: 该用户不存在)', async () => {
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  click(within(panel).getByTestId('member-preview'), '添加成员');
  const picker = await screen.findByRole('dialog', { name: '添加成员' });
  const search = within(picker).getByLabelText('用户ID');
  fireEvent.change(search, { target: { value: 'no_such_user_x' } });
  fireEvent.submit(search);
  expect((await within(picker).findByRole('alert')).textContent).toBe('该用户不存在');
  fireEvent.change(search, { target: { value: c[3]!.userID } });
  fireEvent.submit(search);
  await within(picker).findByText(c[3]!.userID);
  expect(await seriousViolations(document.body)).toEqual([]);
  click(picker, '确认'); // found users come ticked
  await waitFor(async () => expect(await memberOf(owner, groupID, c[3]!.userID)).toBeDefined());
  await screen.findByRole('dialog', { name: '群管理' }); // back to the manage view
});

it('removes a member after confirmation; a non-member ID gives 该用户不在群组内', async () => {
  const target = c[4]!;
  await owner.chat.addGroupMember({ groupID, userIDList: [target.userID] });
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  click(within(panel).getByTestId('member-preview'), '删除成员');
  const picker = await screen.findByRole('dialog', { name: '删除成员' });
  const search = within(picker).getByLabelText('用户ID');
  fireEvent.change(search, { target: { value: 'demo_nobody' } });
  fireEvent.submit(search);
  expect((await within(picker).findByRole('alert')).textContent).toBe('该用户不在群组内');
  const offered = [...within(picker).getByTestId('picker-candidates').querySelectorAll('li small')].map((el) => el.textContent);
  expect(offered).toContain(target.userID);
  expect(offered).not.toContain(owner.userID); // the current user (and owner) is never offered
  await pick([target.userID]);
  await confirmAlert();
  await waitFor(async () => expect(await memberOf(owner, groupID, target.userID)).toBeUndefined());
});

it('sets and cancels an admin', async () => {
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  click(panel, '管理员设置');
  const settings = await screen.findByRole('dialog', { name: '管理员设置' });
  click(settings, '添加管理员');
  await screen.findByRole('dialog', { name: '设置管理员' });
  await pick([c[0]!.userID]);
  await waitFor(async () => expect((await memberOf(owner, groupID, c[0]!.userID))?.role).toBe('Admin'));
  const back = await screen.findByRole('dialog', { name: '管理员设置' });
  const remove = await within(back).findByRole('button', { name: new RegExp(`^移除管理员 `) });
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(remove);
  await waitFor(async () => expect((await memberOf(owner, groupID, c[0]!.userID))?.role).toBe('Member'));
});

it('mutes a member for 30 days and unmutes; mute all', async () => {
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  click(panel, '管理员设置');
  click(await screen.findByRole('dialog', { name: '管理员设置' }), '添加禁言成员');
  await screen.findByRole('dialog', { name: '设置禁言' });
  await pick([c[1]!.userID]);
  expect(await screen.findByText('禁言设置成功')).toBeTruthy();
  const muteUntil = (await memberOf(owner, groupID, c[1]!.userID))!.muteUntil;
  expect(Math.abs(muteUntil - (Date.now() / 1000 + 2592000))).toBeLessThan(120);
  const settings = await screen.findByRole('dialog', { name: '管理员设置' });
  fireEvent.click(await within(settings).findByRole('button', { name: /^解除禁言 / }));
  expect(await screen.findByText('取消禁言成功')).toBeTruthy();
  expect((await memberOf(owner, groupID, c[1]!.userID))!.muteUntil).toBeLessThanOrEqual(Date.now() / 1000);

  fireEvent.click(within(settings).getByRole('switch', { name: '全员禁言' }));
  await waitFor(async () => expect((await profile()).muteAllMembers).toBe(true));
  await waitFor(() => expect(within(sheet()).getByRole('switch', { name: '全员禁言' }).getAttribute('aria-checked')).toBe('true'));
  fireEvent.click(within(sheet()).getByRole('switch', { name: '全员禁言' }));
  await waitFor(async () => expect((await profile()).muteAllMembers).toBe(false));
});

it('lists the members with role badges, and a member profile', async () => {
  await owner.chat.setGroupMemberRole({ groupID, userID: c[2]!.userID, role: 'Admin' });
  renderChat(owner);
  const panel = await openManage(owner, groupID);
  click(panel, '查看全部');
  const list = await screen.findByRole('dialog', { name: '群成员' });
  const row = (userID: string) => within(list).getByTestId('member-list').querySelector(`[data-user-id="${userID}"]`)!;
  await waitFor(() => expect(row(c[2]!.userID).textContent).toContain('管理员'));
  expect(row(owner.userID).textContent).toContain('群主');
  expect(row(c[1]!.userID).textContent).toContain('群成员');
  expect(await seriousViolations(document.body)).toEqual([]);
  fireEvent.click(within(row(c[2]!.userID) as HTMLElement).getByRole('button'));
  const card = await screen.findByRole('dialog', { name: '成员资料' });
  const text = within(card).getByTestId('member-profile').textContent!;
  expect(text).toContain(c[2]!.userID);
  expect(text).toContain('管理员');
  expect(text).toContain('未禁言');
  click(card, '返回');
  await screen.findByRole('dialog', { name: '群成员' });
});
