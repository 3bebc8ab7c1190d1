// The interview date pickers (issue 31 item 9, issue 32 item 3): in the chat's 邀请面试 dialog the
// calendar shows whole (its month and arrows were cut off by the dialog's scrolling box) at 1280 px
// and 375 px, in the console's language; and Escape in a calendar closes the
// calendar only, in 邀请面试 (keeping the typed remark) and in the interview list's 改期; and the
// row action 邀请面试 of 简历投递 opens a dialog that fits a phone.
import type { Locator, Page } from 'playwright-core';
import { candidateChat, type CandidateChat } from './models/candidate-chat';
import { ChatModal } from './models/chat-modal';
import { STEP_TIMEOUT_MS } from './models/console-app';
import { ConsoleLayout } from './models/console-layout';
import { InterviewDialog } from './models/interview-dialog';
import { startJourney, type Journey } from './models/journey';
import { LoginPage } from './models/login-page';
import { InterviewsPage } from './models/recruiting-pages';
import { eventually } from './models/eventually';
import { shot } from './models/screenshots';

const OPENING = `想约个面试时间（${Date.now()}）`;
const REMARK = '请带上作品集和身份证';

let journey: Journey;
let candidate: CandidateChat;

beforeAll(async () => {
  journey = await startJourney();
  candidate = await candidateChat(journey.origin, 'demo_c1');
  await candidate.sendText('demo_hr', OPENING);
}, 120_000);
afterAll(async () => {
  await candidate?.close();
  await journey?.close();
});

/** A desktop browser (mouse, no touch) at `width`: a touch phone gets no 邀请面试 (spec: desktop only). */
async function signIn(width: number, height: number): Promise<Page> {
  const context = await journey.browser.newContext({ locale: 'zh-CN', viewport: { width, height } });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  await page.goto(journey.url('/login'));
  await (await new LoginPage(page).ready()).signIn('demo_hr');
  await new ConsoleLayout(page).ready();
  return page;
}

/** The recruiter's 邀请面试 dialog in the conversation the candidate started, remark typed. */
async function openInvitation(page: Page): Promise<InterviewDialog> {
  const chat = new ChatModal(page);
  await new ConsoleLayout(page).header.getByRole('button', { name: /^未读消息/ }).click();
  await chat.waitOpen();
  // On a phone the list gives way to the conversation: wait for its toolbar, not the row.
  await chat.conversation(OPENING).click();
  await chat.interviewButton.click();
  const dialog = new InterviewDialog(page);
  await dialog.ready();
  await dialog.remark.fill(REMARK);
  return dialog;
}

/** Whether the element's four corners and centre show the calendar it is part of, as the page paints it: nothing cuts or covers it. */
function wholeOnScreen(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const root = el.getRootNode() as Document | ShadowRoot;
    const calendar = el.closest('.react-datepicker') ?? el;
    const inside = (x: number, y: number) => {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
      const hit = root.elementFromPoint(x, y);
      return !!hit && calendar.contains(hit);
    };
    const [l, t, r, b] = [box.left + 2, box.top + 2, box.right - 2, box.bottom - 2];
    return inside(l, t) && inside(r, t) && inside(l, b) && inside(r, b) && inside((l + r) / 2, (t + b) / 2);
  });
}

/** The calendar of the picker whose input is `input`, opened by a click, as a person does. */
async function openCalendar(page: Page, input: Locator): Promise<Locator> {
  await input.click();
  const calendar = page.getByRole('dialog', { name: '选择日期' });
  await calendar.waitFor();
  return calendar;
}

describe('the date picker of the chat’s interview invitation', () => {
  it('shows whole above the rest of the dialog at 1280 px, its labels in Chinese', async () => {
    const page = await signIn(1280, 900);
    const dialog = await openInvitation(page);
    const calendar = await openCalendar(page, dialog.date);
    const previous = calendar.getByRole('button', { name: '上个月' });
    const next = calendar.getByRole('button', { name: '下个月' });
    const month = calendar.locator('.react-datepicker__current-month');
    await eventually(() => wholeOnScreen(month), true);
    await shot(page, 'interview/date-picker-1280.png');
    expect(await month.textContent()).toMatch(/^\d{4}年\d{1,2}月$/);
    await eventually(() => wholeOnScreen(previous), true);
    await eventually(() => wholeOnScreen(next), true);
    await eventually(() => wholeOnScreen(calendar), true);
    // No English label or accessible name is left anywhere in it.
    const english = await calendar.evaluate((el) =>
      [el, ...el.querySelectorAll('*')]
        .flatMap((node) => [node.getAttribute('aria-label') ?? '', node.children.length === 0 ? (node.textContent ?? '') : ''])
        .filter((text) => /[A-Za-z]{3,}/.test(text)),
    );
    expect(english).toEqual([]);
    expect(await calendar.getByRole('gridcell', { name: /^选择 / }).count()).toBeGreaterThan(0);

    // Escape closes the calendar only: the dialog stays with the remark typed.
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await dialog.dialog.isVisible()).toBe(true);
    expect(await dialog.remark.inputValue()).toBe(REMARK);
    // From a day in the calendar (focus moved into it by the keyboard) too.
    await dialog.date.focus();
    await page.keyboard.press('ArrowDown');
    await openCalendar(page, dialog.date);
    await page.keyboard.press('ArrowDown');
    await calendar.locator('[tabindex="0"][role="gridcell"]').first().waitFor();
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await dialog.dialog.isVisible()).toBe(true);
    expect(await dialog.remark.inputValue()).toBe(REMARK);
    // With no calendar open, Escape closes the dialog as before.
    await page.keyboard.press('Escape');
    await dialog.dialog.waitFor({ state: 'detached' });
  });

  it('fits a 375 px window: the dialog no wider than the window, the calendar whole', async () => {
    const page = await signIn(375, 740);
    const dialog = await openInvitation(page);
    const overflow = await dialog.dialog.evaluate((el) => ({
      scroll: el.scrollWidth - el.clientWidth,
      right: el.getBoundingClientRect().right - window.innerWidth,
    }));
    expect(overflow.scroll).toBeLessThanOrEqual(0);
    expect(overflow.right).toBeLessThanOrEqual(0);
    await dialog.date.click();
    const calendar = page.getByRole('dialog', { name: '选择日期' });
    await calendar.waitFor();
    await eventually(() => wholeOnScreen(calendar.locator('.react-datepicker__header')), true);
    await shot(page, 'interview/date-picker-375.png');
    await eventually(() => wholeOnScreen(calendar.getByRole('button', { name: '上个月' })), true);
    await eventually(() => wholeOnScreen(calendar.getByRole('button', { name: '下个月' })), true);
    // Picking a day fills the field and closes the calendar.
    await calendar.locator('.react-datepicker__day:not([aria-disabled="true"])').last().click();
    await calendar.waitFor({ state: 'detached' });
    expect(await dialog.date.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await dialog.remark.inputValue()).toBe(REMARK);
  });
});

describe('the date picker of 改期 on the interview list', () => {
  it('closes on Escape and leaves the reschedule dialog open', async () => {
    const page = await signIn(1280, 900);
    await page.goto(journey.url('/interview/index'));
    const interviews = new InterviewsPage(page);
    const table = await interviews.table();
    await table.getByRole('button', { name: /^改期/ }).first().click();
    await interviews.reschedule.waitFor();
    const day = interviews.reschedule.getByLabel('新的面试日期', { exact: true });
    const calendar = await openCalendar(page, day);
    await eventually(() => wholeOnScreen(calendar.getByRole('button', { name: '上个月' })), true);
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    expect(await interviews.reschedule.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await interviews.reschedule.waitFor({ state: 'detached' });
  });
});

describe("the 邀请面试 dialog of 简历投递's rows", () => {
  it('fits a 375 px window whole, as wide as the window less its margins, not a column of broken words', async () => {
    const page = await signIn(375, 740);
    await page.goto(journey.url('/jianli/index'));
    await page
      .getByRole('button', { name: /^邀请面试 / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: '邀请面试' });
    await dialog.getByRole('button', { name: '发送邀请' }).waitFor();
    const box = await dialog.evaluate((el) => {
      const rect = el.getBoundingClientRect();
      return { left: rect.left, right: window.innerWidth - rect.right, width: rect.width, window: window.innerWidth };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeGreaterThanOrEqual(0);
    expect(box.width).toBeGreaterThanOrEqual(box.window - 32);
    // Each button's word on one line: no taller than the field beside it.
    const cancel = await dialog.getByRole('button', { name: '取消' }).boundingBox();
    const send = await dialog.getByRole('button', { name: '发送邀请' }).boundingBox();
    expect(cancel!.height).toBeLessThan(40);
    expect(send!.height).toBeLessThan(40);
  });
});
