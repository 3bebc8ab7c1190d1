// HTTP 490 → the name-card page (docs/console.md §8; packages/console/src/api/error-policy.ts).
// demo_hr2 is a recruiter without a recruiter card: the server answers 490 on the calls that need
// one (guard({ card: true }): the job list, interviews, the chat's job context and linkage,
// ratings). No console page calls those on opening today; the first such call a user makes
// through the UI is opening a conversation in the chat modal (GET front/v1/chat, the chat
// header's job context). So a candidate writes to demo_hr2 first, and demo_hr2 opens that
// conversation: the console goes to /name/card and, being navigation, closes the chat. There
// they create the card, and saving takes them back where they were with the chat open again.
import type { Page } from 'playwright-core';
import { candidateChat, type CandidateChat } from './models/candidate-chat';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { NameCardPage } from './models/name-card-page';
import { signedIn } from './models/signed-in';
import { Toasts } from './models/toasts';
import { CONSOLE_BASE } from './models/console-app';

const OPENING = `您好，我是 demo_c2，请问还在招人吗？（${Date.now()}）`;

let app: ConsoleApp;
let page: Page;
let candidate: CandidateChat;

beforeAll(async () => {
  app = await startConsoleApp();
  candidate = await candidateChat(app.origin, 'demo_c2');
  await candidate.sendText('demo_hr2', OPENING);
  ({ page } = await signedIn(app, 'demo_hr2'));
}, 120_000);
afterAll(async () => {
  await candidate?.close();
  await app?.close();
});

describe('a recruiter without a recruiter card', () => {
  it('is sent to the name-card page when a call answers HTTP 490', async () => {
    const layout = new ConsoleLayout(page);
    await layout.menuItem('消息').click();
    const chat = new ChatModal(page);
    await chat.waitOpen();

    const refused = page.waitForResponse((res) => new URL(res.url()).pathname === '/front/v1/chat');
    await chat.conversation(OPENING).click();
    expect((await refused).status()).toBe(490);

    const nameCard = new NameCardPage(page);
    await nameCard.waitForIt();
    await layout.breadcrumbCurrent('创建招聘名片').waitFor();
    await chat.dialog.waitFor({ state: 'detached' });
    // The server's message on the page.
    await page.getByRole('main').getByText('请先创建招聘名片').first().waitFor();
  });

  it('creates the card there and lands back where they were, in the chat, where the conversation now opens', async () => {
    const main = page.getByRole('main');
    await main.getByLabel('姓名', { exact: true }).fill('周明');
    await main.getByLabel('职务', { exact: true }).fill('招聘主管');
    await main.getByLabel('手机号', { exact: true }).fill('13900139000');
    await main.getByRole('button', { name: '保存', exact: true }).click();
    await new Toasts(page).toast('招聘名片已保存').waitFor();
    await page.waitForURL((url) => url.pathname !== `${CONSOLE_BASE}/name/card`);
    expect(new URL(page.url()).pathname).toBe(`${CONSOLE_BASE}/home`);

    const chat = new ChatModal(page);
    await chat.waitOpen();
    const answered = page.waitForResponse((res) => new URL(res.url()).pathname === '/front/v1/chat');
    await chat.conversation(OPENING).click();
    expect((await answered).status()).toBe(200);
    await chat.message(OPENING).waitFor();
  });
});
