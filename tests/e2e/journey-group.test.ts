// A group of three, each in a browser of their own (issue 18, scenario 5): the recruiter (console)
// creates it from 发起群聊 with a colleague (console) and a candidate (portal); the candidate @s
// the recruiter, whose row shows [有人@我]; the recruiter's message gets group read receipts and
// the label opens the reader panel; the owner mutes the candidate, who then cannot send, then
// mutes everyone; the owner transfers the group to the colleague and quits it.
import type { Page } from 'playwright-core';
import { chatNickOf } from './models/candidate-chat';
import type { CandidatePortal } from './models/candidate-portal';
import { ChatModal } from './models/chat-modal';
import { eventually } from './models/eventually';
import { explained } from './models/explained';
import { candidateWrites, startJourney, type Journey } from './models/journey';
import { inConsoleChat, signedIn } from './models/signed-in';
import { WidgetConversations } from './models/widget-conversations';
import { WidgetMessages } from './models/widget-messages';
import { shot } from './models/screenshots';

const SHOTS = 'journey';
const STAMP = Date.now();
const HELLO = `您好，我想加入面试沟通（${STAMP}）`;
const GROUP = `面试沟通${String(STAMP).slice(-4)}`;
const NOTICE = `明天上午十点集合（${STAMP}）`;
const WELCOME = `欢迎加入（${STAMP}）`;
const MUTED_TIP = '您已被管理员禁言';

let journey: Journey;
let candidate: CandidatePortal;
let recruiterPage: Page;
let recruiter: ChatModal;
let colleaguePage: Page;
let colleague: ChatModal;
const people = { hr: { userID: '', nick: '' }, admin: { userID: '', nick: '' }, candidate: { userID: '', nick: '' } };
let groupID = '';

/** Picks a user by their ID in the open friend selection (its search), as one not yet a friend is found. */
async function pickByID(page: Page, dialogName: string, userID: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  const search = dialog.getByRole('searchbox', { name: '输入用户ID搜索' });
  await search.fill(userID);
  await search.press('Enter');
  const box = dialog.getByRole('checkbox', { checked: false }).first();
  await box.waitFor();
  await box.check();
}

/** The owner's group management panel, from the open group's header. */
async function manage(page: Page): Promise<ReturnType<Page['getByRole']>> {
  await explained(page, () => page.getByRole('button', { name: '群管理' }).click());
  const panel = page.getByRole('dialog', { name: '群管理' });
  // A failure shows what the page had instead (still loading, a load error, the panel closed).
  await explained(page, () => panel.getByTestId('group-id').waitFor());
  return panel;
}

/** Picks members by user ID in the open member picker sheet and confirms. */
async function pickMember(page: Page, sheet: string, userID: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: sheet });
  const row = dialog
    .getByTestId('picker-candidates')
    .getByRole('listitem')
    .filter({ hasText: userID })
    .or(dialog.getByTestId('picker-candidates').getByRole('listitem').filter({ hasText: people.candidate.nick }));
  await row.first().getByRole('checkbox').or(row.first().locator('input')).first().check();
  await dialog.getByRole('button', { name: '确认' }).click();
}

beforeAll(async () => {
  journey = await startJourney();
  // Nicknames first: a short chat login of each, before their pages sign in.
  const [hr, admin, seeker] = await Promise.all(['demo_hr', 'demo_admin', 'demo_c28'].map((name) => chatNickOf(journey.origin, name)));
  Object.assign(people, { hr, admin, candidate: seeker });
  ({ candidate } = await candidateWrites(journey, 'demo_c28', HELLO));
  ({ page: recruiterPage, chat: recruiter } = await inConsoleChat(journey, 'demo_hr', HELLO));
  const { page, layout } = await signedIn(journey, 'demo_admin');
  colleaguePage = page;
  await layout.menuItem('消息').click();
  colleague = new ChatModal(colleaguePage);
  await colleague.waitOpen();
}, 180_000);
afterAll(async () => {
  await journey?.close();
});

it('the recruiter creates the group from 发起群聊 with the colleague and the candidate; both see it', async () => {
  await recruiter.dialog.getByRole('button', { name: '发起会话' }).click();
  await recruiterPage.getByRole('menuitem', { name: '发起群聊' }).click();
  await pickByID(recruiterPage, '发起群聊', people.admin.userID);
  await pickByID(recruiterPage, '发起群聊', people.candidate.userID);
  await recruiterPage.getByRole('dialog', { name: '发起群聊' }).getByRole('button', { name: '确定' }).click();
  const create = recruiterPage.getByRole('dialog', { name: '创建群聊' });
  await create.getByLabel('群名称').fill(GROUP);
  // A Public group: a Work group (the default) has no mute settings.
  await create.getByRole('radio', { name: '陌生人社交群(Public)' }).check();
  await create.getByRole('button', { name: '确认' }).click();
  await create.waitFor({ state: 'detached' });
  await recruiterPage.getByRole('button', { name: '群管理' }).waitFor();
  groupID = ((await recruiter.conversation(GROUP).getAttribute('data-conversation-id')) ?? '').replace(/^GROUP/, '');
  expect(groupID).not.toBe('');
  // The members' lists show the group with its first message.
  await recruiter.send(WELCOME);
  await candidate.chat.conversation(GROUP).waitFor();
  await colleague.conversation(GROUP).waitFor();
});

it('an @ of the recruiter marks the group [有人@我] on their side', async () => {
  // The recruiter looks at another conversation meanwhile.
  await recruiter.openConversation(HELLO);
  await candidate.chat.openConversation(GROUP);
  const input = new WidgetMessages(candidate.page).input;
  await input.pressSequentially('@');
  await candidate.page.getByRole('listbox', { name: '选择提醒的人' }).getByRole('option', { name: people.hr.nick, exact: true }).click();
  await input.pressSequentially('请看一下我的作品集');
  await input.press('Enter');
  const mark = new WidgetConversations(recruiterPage).row(`GROUP${groupID}`).getByTestId('mention-mark');
  await eventually(() => mark.textContent().catch(() => null), '[有人@我]');
  await shot(recruiterPage, `${SHOTS}/console-group-mention.png`);
  await recruiter.openConversation(GROUP);
  await eventually(() => mark.count(), 0);
});

it("the recruiter's message reads 未读, then 1人已读 as the candidate reads it, whose name the reader panel lists; then 全部已读", async () => {
  const messages = new WidgetMessages(recruiterPage);
  await recruiter.send(NOTICE);
  // The candidate has the group open at the bottom: read there and then. The colleague is on the list.
  await candidate.chat.message(NOTICE).waitFor();
  await eventually(() => messages.readLabelOf(NOTICE).textContent(), '1人已读', 15_000);
  await messages.readLabelOf(NOTICE).click();
  await messages.readPanel.waitFor();
  await eventually(() => messages.readPanel.getByRole('tab', { selected: true }).textContent(), '已读 1');
  await eventually(() => messages.readerNames(), [people.candidate.nick]);
  await messages.readPanel.getByRole('tab', { name: /^未读/ }).click();
  await eventually(() => messages.readerNames(), [people.admin.nick]);
  await shot(recruiterPage, `${SHOTS}/console-group-readers.png`);
  await recruiterPage.keyboard.press('Escape');
  await messages.readPanel.waitFor({ state: 'detached' });
  await colleague.openConversation(GROUP);
  await colleague.message(NOTICE).waitFor();
  await eventually(() => messages.readLabelOf(NOTICE).textContent(), '全部已读', 15_000);
});

it('the owner mutes the candidate, who then cannot send; then mutes everyone', async () => {
  const panel = await manage(recruiterPage);
  await panel.getByRole('button', { name: '管理员设置' }).click();
  const settings = recruiterPage.getByRole('dialog', { name: '管理员设置' });
  await settings.getByRole('button', { name: '添加禁言成员' }).click();
  await pickMember(recruiterPage, '设置禁言', people.candidate.userID);
  await recruiterPage.getByText('禁言设置成功').first().waitFor();
  await candidate.chat.dialog.getByText(MUTED_TIP).waitFor();
  expect(await new WidgetMessages(candidate.page).input.count()).toBe(0);
  await shot(candidate.page, `${SHOTS}/portal-group-muted.png`);

  await settings.getByRole('switch', { name: '全员禁言' }).click();
  await eventually(() => settings.getByRole('switch', { name: '全员禁言' }).getAttribute('aria-checked'), 'true');
  await colleague.dialog.getByText(MUTED_TIP).waitFor();
  await settings.getByRole('switch', { name: '全员禁言' }).click();
  await eventually(() => settings.getByRole('switch', { name: '全员禁言' }).getAttribute('aria-checked'), 'false');
  await colleague.dialog.getByRole('textbox').first().waitFor();
  // Closed by its close button, not Escape: a toast still on screen (禁言设置成功) is the top
  // layer and takes an Escape first, and once it has gone a second Escape closed the chat modal.
  await settings.getByRole('button', { name: '关闭' }).click();
  await settings.waitFor({ state: 'hidden' });
});

it('the owner transfers the group to the colleague, then quits it', async () => {
  const panel = await manage(recruiterPage);
  await panel.getByRole('button', { name: '转让群组' }).click();
  await pickMember(recruiterPage, '转让群组', people.admin.userID);
  await eventually(() => panel.getByRole('button', { name: '解散群聊' }).count(), 0);
  await panel.getByRole('button', { name: '退出群组' }).click();
  await recruiterPage.getByRole('alertdialog').getByRole('button', { name: '确认' }).click();
  await recruiterPage.getByText('退出群组成功').first().waitFor();
  // The open conversation empties (docs/chat.md §4: after a quit the view returns to the list).
  await eventually(() => recruiterPage.getByRole('button', { name: '群管理' }).count(), 0);
  // The colleague now owns it, with two members: their panel offers the owner's settings.
  const theirs = await manage(colleaguePage);
  await theirs.getByRole('button', { name: '管理员设置' }).waitFor();
  await theirs.getByText('群成员 2人').waitFor();
  await shot(colleaguePage, `${SHOTS}/console-group-new-owner.png`);
});
