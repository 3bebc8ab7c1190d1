// How the toolbar and the avatars look (issue 31), in Chromium: on a portal (script tag, another
// origin) at 1280 px and on 375 and 320 px phones (touch), in zh-CN and en-US, and in the
// console's modal. The toolbar is one row of icons named by their words, with what does not fit
// under ⋯; people without a picture show their initial on their own colour; the member picker's
// whole row ticks its checkbox. Screenshots under E2E_SHOTS_DIR/look/.
import type { Browser, Locator } from 'playwright-core';
import { freePort } from '@employment-cloud/test-support/server/server-process';
import { chatCredentialOf, tokenOf } from './models/api';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { ChatModal } from './models/chat-modal';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { openChat, portalPage } from './models/portal-page';
import { inConsoleChat } from './models/signed-in';
import { shot } from './models/screenshots';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';

let app: ConsoleApp;
let browser: Browser;
let portal: string;

beforeAll(async () => {
  portal = `http://127.0.0.1:${await freePort()}`;
  app = await startConsoleApp({ WIDGET_ALLOWED_ORIGINS: portal });
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A portal page signed in as `username`, the chat open on `to`'s conversation (a user, or a conversation ID). */
async function chatOn(username: string, to: { userID?: string; conversationID?: string }, options: { width?: number; touch?: boolean; locale?: string } = {}) {
  const page = await portalPage(browser, {
    portal,
    server: app.origin,
    token: await tokenOf(app.origin, username),
    ...(options.width ? { width: options.width } : {}),
    ...(options.touch ? { touch: true } : {}),
    init: { locale: options.locale ?? 'zh-CN' },
  });
  await openChat(page, to);
  const chat = new ChatModal(page, options.locale === 'en-US' ? 'Chat' : '聊天');
  await chat.toolbar.waitFor();
  return { page, chat };
}

const userIDOf = async (username: string) => (await chatCredentialOf(app.origin, username)).userID;

/** The toolbar's buttons: their accessible names, and whether they all sit on one row inside the toolbar. */
async function toolbarRow(toolbar: Locator) {
  return toolbar.evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const buttons = [...bar.querySelectorAll<HTMLElement>(':scope > button, :scope > span > button')];
    // One row: every button's middle at the same height (send resume is a text button of its own height).
    const tops = new Set(
      buttons.map((button) => {
        const { top, bottom } = button.getBoundingClientRect();
        return Math.round((top + bottom) / 2);
      }),
    );
    return {
      names: buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent),
      oneRow: tops.size === 1 && buttons.every((button) => button.getBoundingClientRect().right <= box.right + 0.5),
      icons: buttons.filter((button) => button.querySelector('svg')).length,
    };
  });
}

/** Each conversation row's avatar: its text (the initial) and background colour. */
function rowAvatars(chat: ChatModal) {
  return chat.conversations.getByRole('option').evaluateAll((rows) =>
    rows.map((row) => {
      const avatar = row.querySelector('[role="img"]') as HTMLElement | null;
      return {
        name: avatar?.getAttribute('aria-label') ?? '',
        initial: avatar?.textContent ?? '',
        colour: avatar ? getComputedStyle(avatar).backgroundColor : '',
      };
    }),
  );
}

describe('the recruiter', () => {
  it('at 1280 px: every tool an icon on one row, named and tooltipped by its word; avatars are initials on colours', async () => {
    const { page, chat } = await chatOn('demo_hr', { userID: await userIDOf('demo_c2') });
    const row = await toolbarRow(chat.toolbar);
    expect(row).toEqual({ names: ['表情', '图片', '文件', '视频', '快捷回复', '求简历', '语音通话', '视频通话'], oneRow: true, icons: 8 });
    // The word shows on hover, above the icon.
    await chat.toolbar.getByRole('button', { name: '文件', exact: true }).hover();
    const tip = await chat.toolbar
      .getByRole('button', { name: '文件', exact: true })
      .evaluate((button) => ({ text: getComputedStyle(button, '::after').content, shown: getComputedStyle(button, '::after').display }));
    expect(tip).toEqual({ text: '"文件"', shown: 'block' });
    const avatars = await rowAvatars(chat);
    expect(avatars.length).toBeGreaterThan(3);
    for (const avatar of avatars) expect(avatar.initial).toBe([...avatar.name][0]!.toUpperCase());
    expect(new Set(avatars.map((avatar) => avatar.colour)).size).toBeGreaterThan(2);
    await shot(page, 'look/recruiter-1280-zh-CN.png');
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
  });

  it('in a group: no 求简历 or 快捷回复 (one-to-one only); the group avatar is its name’s initial', async () => {
    const { page, chat } = await chatOn('demo_hr', { conversationID: 'GROUPdemo_job_seekers' });
    expect((await toolbarRow(chat.toolbar)).names).toEqual(['表情', '图片', '文件', '视频', '语音通话', '视频通话']);
    expect(await chat.dialog.locator('[data-conversation-id] > header [role="img"]').first().textContent()).toBe('求');
    await shot(page, 'look/recruiter-group-1280.png');
  });

  it('on a 320 px phone: one row of finger-sized icons, the rest under ⋯', async () => {
    const { page, chat } = await chatOn('demo_hr', { userID: await userIDOf('demo_c2') }, { width: 320, touch: true });
    const row = await toolbarRow(chat.toolbar);
    expect(row.oneRow).toBe(true);
    expect(row.names).toEqual(['表情', '图片', '文件', '视频', '快捷回复', '求简历', '更多']);
    await chat.toolbar.getByRole('button', { name: '更多' }).tap();
    const menu = page.getByRole('menu', { name: '更多' });
    await menu.getByRole('menuitem').first().waitFor();
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['语音通话', '视频通话']);
    await shot(page, 'look/recruiter-320-more.png');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
  });

  it('in en-US at 1280 px the names are the English words', async () => {
    const { page, chat } = await chatOn('demo_hr', { userID: await userIDOf('demo_c2') }, { locale: 'en-US' });
    expect((await toolbarRow(chat.toolbar)).names).toEqual(['Emoji', 'Image', 'File', 'Video', 'Quick replies', 'Ask for resume', 'Voice call', 'Video call']);
    await chat.toolbar.getByRole('button', { name: 'Voice call' }).hover();
    await shot(page, 'look/recruiter-1280-en-US.png');
  });

  it("the group's 全员禁言 switch is named by its words, and pressing them toggles it", async () => {
    const { page, chat } = await chatOn('demo_hr', { conversationID: 'GROUPdemo_job_seekers' });
    await chat.dialog.getByRole('button', { name: '群管理' }).click();
    await page.getByRole('button', { name: '管理员设置' }).click();
    const muteAll = page.getByRole('switch', { name: '全员禁言' });
    const before = await muteAll.getAttribute('aria-checked');
    const flipped = before === 'true' ? 'false' : 'true';
    await page.getByText('全员禁言', { exact: true }).click();
    await page.waitForFunction(([el, want]) => (el as Element).getAttribute('aria-checked') === want, [await muteAll.elementHandle(), flipped] as const);
    // Back as it was, for the tests after this one.
    await page.getByText('全员禁言', { exact: true }).click();
    await page.waitForFunction(([el, want]) => (el as Element).getAttribute('aria-checked') === want, [await muteAll.elementHandle(), before] as const);
  });

  it('the add-member picker: a press anywhere on a row ticks or unticks it', async () => {
    const { page, chat } = await chatOn('demo_hr', { conversationID: 'GROUPdemo_job_seekers' });
    await chat.dialog.getByRole('button', { name: '群管理' }).click();
    await page.getByRole('button', { name: '添加成员' }).click();
    const picker = page.getByRole('dialog', { name: '添加成员' });
    await picker.getByRole('searchbox').fill(await userIDOf('demo_c10'));
    await picker.getByRole('searchbox').press('Enter');
    const box = picker.getByRole('checkbox');
    await box.waitFor();
    const before = await box.isChecked();
    // The far right of the row, past the name and the ID.
    const row = picker.getByTestId('picker-candidates').locator('li').first();
    const { width, height } = (await row.boundingBox())!;
    await row.click({ position: { x: width - 4, y: height / 2 } });
    expect(await box.isChecked()).toBe(!before);
    await row.click({ position: { x: width - 4, y: height / 2 } });
    expect(await box.isChecked()).toBe(before);
    await shot(page, 'look/add-member-picker.png');
  });
});

describe('the candidate', () => {
  it('on a 375 px phone, zh-CN and en-US: the whole toolbar on one row, no ⋯', async () => {
    for (const locale of ['zh-CN', 'en-US']) {
      const { page, chat } = await chatOn('demo_c2', { userID: await userIDOf('demo_hr') }, { width: 375, touch: true, locale });
      // Send resume is a chunk of its own: the row is complete once it is in.
      await chat.toolbar.getByRole('button', { name: locale === 'zh-CN' ? '发送简历' : 'Send resume' }).waitFor();
      const row = await toolbarRow(chat.toolbar);
      expect(row.oneRow).toBe(true);
      expect(row.names).toEqual(
        locale === 'zh-CN'
          ? ['表情', '图片', '文件', '视频', '语音通话', '视频通话', '发送简历']
          : ['Emoji', 'Image', 'File', 'Video', 'Voice call', 'Video call', 'Send resume'],
      );
      await shot(page, `look/candidate-375-${locale}.png`);
      await chat.dialog.getByRole('button', { name: locale === 'zh-CN' ? '返回' : 'Back', exact: true }).tap();
      await chat.dialog.getByRole('listbox').waitFor();
      await shot(page, `look/candidate-375-list-${locale}.png`);
      await page.context().close();
    }
  });
});

describe('the console', () => {
  it("the recruiter's modal: the icon toolbar and initials", async () => {
    const hello = `看看工具栏（${Date.now()}）`;
    const { page: candidatePage, chat: candidate } = await chatOn('demo_c3', { userID: await userIDOf('demo_hr') });
    await candidate.send(hello);
    // Sent (the server took it) before the page goes: closing it mid-send could lose the message.
    await candidate.message(hello).getByRole('status', { name: '发送中' }).waitFor({ state: 'detached' });
    await candidatePage.context().close();
    const { page, chat } = await inConsoleChat(app, 'demo_hr', hello);
    expect((await toolbarRow(chat.toolbar)).names).toEqual(['表情', '图片', '文件', '视频', '快捷回复', '求简历', '邀请面试', '语音通话', '视频通话']);
    await shot(page, 'look/console-1280.png');
  });
});
