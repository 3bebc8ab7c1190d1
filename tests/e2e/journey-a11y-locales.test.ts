// The portal and every view of the widget on it, checked as a whole (issue 18, scenarios 9 and
// 10): axe-core finds no serious or critical violation on the portal's pages and on each widget
// view (the launcher, the conversation list, a chat with its cards, the emoji picker, a message's
// menu, the search results, the contacts); and with the widget in en-US and in zh-TW, none of its
// interface words is a raw catalogue key, and in en-US none is Chinese.
import type { Page } from 'playwright-core';
import { chatCredentialOf, portalJobOf } from './models/api';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import type { CandidatePortal } from './models/candidate-portal';
import { startJourney, type Journey } from './models/journey';
import { inConsoleChat } from './models/signed-in';
import { shot } from './models/screenshots';

const SHOTS = 'journey';
const STAMP = Date.now();
const HELLO = `您好，我想投递这个岗位（${STAMP}）`;
/** A catalogue key shown as is: `topic.key` of the widget's topics. */
const RAW_KEY = /\b(?:actions|common|composer|conversation|forward|message|panels|previewer|search|shell)\.[a-z][A-Za-z]+\b/;
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;

let journey: Journey;
let candidate: CandidatePortal;
let page: Page;
let job: { id: number; title: string };

/** axe on the page as it is now: one line per serious or critical violation. */
const violations = async () => describeViolations(await seriousViolations(page));

/**
 * The widget's own words as shown now: the names, labels, placeholders and titles of its controls
 * and headings, in its shadow root, without what users wrote (messages, conversation rows, names).
 */
function widgetWords(): Promise<string[]> {
  return page.evaluate(() => {
    // The widget's shadow root (the portal gives it the host element #chat).
    const root = [...document.querySelectorAll('*')].find((element) => element.shadowRoot)?.shadowRoot;
    if (!root) return ['(no widget)'];
    const words = new Set<string>();
    // What people wrote or are called: messages, conversation rows, avatars (named after their person), the chat header.
    const userContent =
      '[data-message-id], [role="option"], [role="img"], [data-testid="merged-detail"] li, [data-testid="job-line"], [data-testid="candidate-summary"], header strong';
    // Only controls and headings speak with their text; a container (the list) with its label alone.
    const named = 'button, [role="tab"], [role="menuitem"], [role="button"], h1, h2, h3, label';
    for (const element of root.querySelectorAll<HTMLElement>(
      'button, [role="tab"], [role="menuitem"], [role="button"], h1, h2, h3, label, input, textarea, [aria-label], [title], [placeholder]',
    )) {
      if (element.closest(userContent)) continue;
      for (const word of [
        element.getAttribute('aria-label'),
        element.getAttribute('title'),
        element.getAttribute('placeholder'),
        element.matches(named) ? element.innerText : null,
      ]) {
        const text = word?.trim();
        if (text) words.add(text);
      }
    }
    return [...words];
  });
}

/** The portal's chat language switch: the widget starts again in that language. */
async function widgetIn(locale: string): Promise<void> {
  await page.getByLabel('聊天语言').selectOption(locale);
}

beforeAll(async () => {
  journey = await startJourney();
  job = await portalJobOf(journey.origin, (await chatCredentialOf(journey.origin, 'demo_hr')).userID);
  candidate = await journey.openPortal();
  page = candidate.page;
}, 120_000);
afterAll(async () => {
  await journey?.close();
});

describe('axe-core, serious and critical', () => {
  it('finds none on the portal: the job list, the sign-in form, a job, the applications', async () => {
    await candidate.jobLink(job.title).first().waitFor();
    expect(await violations()).toEqual([]);
    await candidate.header.getByRole('button', { name: '登录' }).click();
    await candidate.signInForm.waitFor();
    expect(await violations()).toEqual([]);
    await candidate.signIn('demo_c27');
    await candidate.search(job.title);
    await candidate.openJob(job.title);
    expect(await violations()).toEqual([]);
    await candidate.applyButton.click();
    await page.getByRole('status').filter({ hasText: '投递成功' }).waitFor();
    await candidate.header.getByRole('link', { name: '我的投递' }).click();
    await page.getByRole('table').getByText(job.title).waitFor();
    expect(await violations()).toEqual([]);
    await shot(page, `${SHOTS}/portal-applications-1280.png`);
  });

  it('finds none on the widget: launcher, chat with cards, emoji picker, message menu', async () => {
    await candidate.launcher.waitFor();
    expect(await violations()).toEqual([]);
    await page.goto(`${journey.portal}/#/jobs/${job.id}`);
    await page.getByRole('heading', { name: job.title }).waitFor();
    const chat = await candidate.chatWithRecruiter();
    await chat.send(HELLO);
    const recruiter = await inConsoleChat(journey, 'demo_hr', HELLO);
    await recruiter.chat.toolbar.getByRole('button', { name: '求简历' }).click();
    await chat.dialog.locator('[data-business-id="askResume"]').waitFor();
    expect(await violations()).toEqual([]);
    await chat.toolbar.getByRole('button', { name: '表情', exact: true }).click();
    await page.getByRole('dialog', { name: '表情' }).getByRole('button', { name: '[微笑]' }).waitFor();
    expect(await violations()).toEqual([]);
    await page.keyboard.press('Escape');
    await chat.message(HELLO).getByText(HELLO, { exact: true }).click({ button: 'right' });
    await page.getByRole('menu').waitFor();
    expect(await violations()).toEqual([]);
    await page.keyboard.press('Escape');
  });

  it('finds none on the conversation list, the search results and the contacts', async () => {
    const chat = candidate.chat;
    const back = chat.dialog.getByRole('button', { name: '返回' });
    if (await back.isVisible()) await back.click();
    await chat.conversations.waitFor();
    expect(await violations()).toEqual([]);
    const search = page.getByRole('searchbox', { name: '搜索' }).first();
    await search.fill('岗位');
    await page.locator('button[data-conversation-id]').first().waitFor();
    expect(await violations()).toEqual([]);
    await search.fill('');
    await chat.dialog.getByRole('tab', { name: '通讯录' }).click();
    await chat.dialog.getByRole('tabpanel', { name: '通讯录' }).waitFor();
    expect(await violations()).toEqual([]);
    await shot(page, `${SHOTS}/portal-contacts-1280.png`);
  });
});

describe.each([
  ['en-US', 'Chat', 'Conversations', 'Contacts', /^Open chat/],
  ['zh-TW', '聊天', '會話', '通訊錄', /^打開聊天/],
])('the widget in %s', (locale, title, conversationsTab, contactsTab, launcher) => {
  it('shows no raw key and, in English, no Chinese in its own words, on the list, a chat and the contacts', async () => {
    await widgetIn(locale);
    await page.getByRole('button', { name: launcher }).click();
    const dialog = page.getByRole('dialog', { name: title });
    // It opens where the reader left it (the contacts): back to the conversations.
    await dialog.getByRole('tab', { name: conversationsTab }).click();
    await dialog.getByRole('option').first().waitFor();
    const seen = new Set(await widgetWords());
    await dialog.getByRole('option').first().click();
    await dialog.locator('[data-message-id]').first().waitFor();
    for (const word of await widgetWords()) seen.add(word);
    await dialog.getByRole('tab', { name: contactsTab }).click();
    await dialog.getByRole('tabpanel', { name: contactsTab }).waitFor();
    for (const word of await widgetWords()) seen.add(word);
    await shot(page, `${SHOTS}/portal-widget-${locale}.png`);

    const words = [...seen];
    expect(words.length).toBeGreaterThan(10);
    expect(words.filter((word) => RAW_KEY.test(word))).toEqual([]);
    if (locale === 'en-US') expect(words.filter((word) => CJK.test(word))).toEqual([]);
    expect(await violations()).toEqual([]);
    await page.keyboard.press('Escape');
  });
});
