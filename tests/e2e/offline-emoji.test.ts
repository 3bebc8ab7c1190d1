// Emoji and stickers without the internet (issue 16 item 13): every request to a host other than
// the server's and the portal's is refused, as on a network with no way out. The pictures ship
// with the widget (/widget/assets/, beside the script the portal loaded): the picker shows all
// of them, fetched only once it opens, and a sticker renders as a picture for the candidate on the
// portal (another origin) and for the recruiter in the console's chat modal.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { freePort } from '@employment-cloud/test-support/server/server-process';
import { chatCredentialOf, tokenOf } from './models/api';
import { ChatModal } from './models/chat-modal';
import { eventually } from './models/eventually';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { openChat, portalPage } from './models/portal-page';
import { signedIn } from './models/signed-in';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const SHOTS = 'offline-emoji';
const GREETING = `您好，我想咨询一下岗位（${Date.now()}）`;
let app: ConsoleApp;
let browser: Browser;
let portal: string;
let candidate: Page;
/** Requests the browser tried to make to any other host. */
const blocked: string[] = [];
/** Requests for the widget's pictures. */
const pictures: string[] = [];

/** Lets through only the server and the portal, as a network without the internet would. */
async function offline(context: BrowserContext, allowed: string[]): Promise<void> {
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (!allowed.includes(new URL(url).origin)) {
      blocked.push(url);
      return route.abort('internetdisconnected');
    }
    if (url.includes('/widget/assets/')) pictures.push(url);
    return route.fallback();
  });
}

/** Whether each image has loaded a picture (a refused or missing one has no natural width). */
const loaded = (images: Locator) =>
  images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));
const allTrue = (count: number) => Array.from({ length: count }, () => true);

beforeAll(async () => {
  portal = `http://127.0.0.1:${await freePort()}`;
  app = await startConsoleApp({ WIDGET_ALLOWED_ORIGINS: portal });
  browser = await launchChromium();
  candidate = await portalPage(browser, {
    portal,
    server: app.origin,
    token: await tokenOf(app.origin, 'demo_c2'),
    beforeLoad: (page) => offline(page.context(), [portal, app.origin]),
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the candidate on a portal of another origin, offline', () => {
  it('opens a chat with no picture fetched yet', async () => {
    const { userID: hr } = await chatCredentialOf(app.origin, 'demo_hr');
    await openChat(candidate, { userID: hr });
    await new ChatModal(candidate).send(GREETING);
    expect(pictures).toEqual([]);
  });

  it('the picker shows every basic emoji from the widget’s own assets', async () => {
    await candidate.getByRole('toolbar').getByRole('button', { name: '表情', exact: true }).click();
    const picker = candidate.getByRole('dialog', { name: '表情' });
    const emoji = picker.getByRole('tabpanel').locator('img');
    await emoji.first().waitFor();
    // It opens on the basic set, focus on its first emoji (in the shadow root, Radix's own first
    // focus walked every tab and left the picker on the last pack).
    await expect(picker.getByRole('tab', { selected: true }).textContent()).resolves.toBe('基础表情');
    await expect(
      picker.getByRole('button', { name: '[微笑]' }).evaluate((button) => button === (button.getRootNode() as ShadowRoot).activeElement),
    ).resolves.toBe(true);
    expect(await emoji.count()).toBe(62);
    await eventually(() => loaded(emoji), allTrue(62));
    expect(await emoji.first().getAttribute('src')).toBe(`${app.origin}/widget/assets/emoji/emoji_0.svg`);
    await shot(candidate, `${SHOTS}/picker-basic.png`);
  });

  it('an emoji chosen into a text shows as its picture in the sent bubble', async () => {
    await candidate.getByRole('dialog', { name: '表情' }).getByRole('button', { name: '[微笑]' }).click();
    const chat = new ChatModal(candidate);
    const input = candidate.getByRole('textbox', { name: '请输入消息' });
    await eventually(() => input.inputValue(), '[微笑]');
    await input.press('End');
    await input.pressSequentially('好的');
    await input.press('Enter');
    const smile = chat.message('好的').getByRole('img', { name: '[微笑]' });
    await smile.waitFor();
    await eventually(() => loaded(smile), [true]);
    expect(await smile.getAttribute('src')).toBe(`${app.origin}/widget/assets/emoji/emoji_0.svg`);
    const picker = candidate.getByRole('dialog', { name: '表情' });
    if (!(await picker.isVisible())) await candidate.getByRole('toolbar').getByRole('button', { name: '表情', exact: true }).click();
  });

  it('a sticker pack shows its pictures; choosing one sends it, shown as a picture', async () => {
    const picker = candidate.getByRole('dialog', { name: '表情' });
    await picker.getByRole('tab', { name: '表情包二' }).click();
    const stickers = picker.getByRole('tabpanel').locator('img');
    await stickers.first().waitFor();
    await eventually(() => loaded(stickers), allTrue(16));
    await shot(candidate, `${SHOTS}/picker-pack.png`);
    await picker.getByRole('button', { name: '欢呼' }).click(); // ys03, named by its name
    const sent = new ChatModal(candidate).messages().locator('[data-face-index="2"] img');
    await sent.waitFor();
    await eventually(() => loaded(sent), [true]);
    expect(await sent.getAttribute('src')).toBe(`${app.origin}/widget/assets/face/ys03@2x.svg`);
    await shot(candidate, `${SHOTS}/portal-sticker.png`);
  });

  it('nothing was asked of any other host', () => {
    expect(blocked).toEqual([]);
  });
});

describe('the recruiter in the console, offline', () => {
  it('sees the sticker as a picture in the chat modal', async () => {
    const { page, layout } = await signedIn(app, 'demo_hr');
    await offline(page.context(), [app.origin]);
    await layout.menuItem('消息').click();
    const chat = new ChatModal(page);
    await chat.waitOpen();
    // The conversation's last message is the sticker: its row reads its name, [欢呼].
    await chat.openConversation('[欢呼]');
    await chat.message(GREETING).waitFor();
    const sticker = chat.messages().locator('[data-face-index="2"] img');
    await sticker.waitFor();
    await eventually(() => loaded(sticker), [true]);
    expect(await sticker.getAttribute('src')).toBe('/widget/assets/face/ys03@2x.svg');
    const smile = chat.messages().getByRole('img', { name: '[微笑]' });
    await eventually(() => loaded(smile), [true]);
    expect(blocked).toEqual([]);
    await shot(page, `${SHOTS}/console-sticker.png`);
  });
});
