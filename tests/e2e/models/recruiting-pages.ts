// The recruiting pages of the console (issue 17): the job list, the resume submissions with the
// resume drawer, and the interview list with its drawer and reschedule dialog.
import type { Locator, Page } from 'playwright-core';

/** A confirm of the page kit (useConfirm): an alert dialog with the action's own button. */
export async function confirmAction(page: Page, label: string): Promise<void> {
  await page.getByRole('alertdialog').getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
}

/** A page's table when it has finished loading. */
export async function loadedTable(page: Page, name: string): Promise<Locator> {
  const table = page.getByRole('main').getByRole('table', { name });
  await table.waitFor();
  await page.waitForFunction((el) => el?.getAttribute('aria-busy') === 'false', await table.elementHandle());
  return table;
}

/** A status tab by the start of its label ('待发布' of '待发布（3）'). */
export const statusTab = (page: Page, label: string) => page.getByRole('main').getByRole('tab', { name: new RegExp(`^${label}（`) });

/** Runs `action` and waits for the list call it makes (`path`: the API path, e.g. '/front/v1/job'). */
export async function reloading(page: Page, path: string, action: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((res) => new URL(res.url()).pathname === path && res.request().method() === 'GET');
  await action();
  await answered;
}

/** The first button of each body row (the row's name link; a selection checkbox is no button). */
const rowNames = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.querySelector('td button')?.textContent ?? '').filter(Boolean));

export class JobsPage {
  constructor(readonly page: Page) {}

  table(): Promise<Locator> {
    return loadedTable(this.page, '职位列表');
  }

  /** The titles in the list, top first. */
  async titles(): Promise<string[]> {
    return rowNames(await this.table());
  }

  async showTab(label: string): Promise<void> {
    await reloading(this.page, '/front/v1/job', () => statusTab(this.page, label).click());
  }

  async publish(title: string): Promise<void> {
    await this.page.getByRole('button', { name: `发布 ${title}`, exact: true }).click();
    await confirmAction(this.page, '发布');
  }
}

export class SubmissionsPage {
  readonly drawer: Locator;

  constructor(readonly page: Page) {
    this.drawer = this.page.getByRole('dialog', { name: /^简历详情/ });
  }

  table(): Promise<Locator> {
    return loadedTable(this.page, '简历列表');
  }

  /** The candidate names in the list, top first. */
  async names(): Promise<string[]> {
    return rowNames(await this.table());
  }

  async showTab(label: string): Promise<void> {
    await reloading(this.page, '/front/v1/submission', () => statusTab(this.page, label).click());
  }

  /** The row of a candidate. */
  row(name: string): Locator {
    return this.page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: this.page.getByRole('button', { name, exact: true }) });
  }

  async openResume(name: string): Promise<void> {
    await this.page.getByRole('main').getByRole('button', { name, exact: true }).first().click();
    await this.drawer.getByRole('group', { name: '简历操作' }).waitFor();
  }

  drawerAction(name: string): Locator {
    return this.drawer.getByRole('group', { name: '简历操作' }).getByRole('button', { name, exact: true });
  }
}

export class InterviewsPage {
  readonly drawer: Locator;
  readonly reschedule: Locator;

  constructor(readonly page: Page) {
    this.drawer = this.page.getByRole('dialog', { name: '面试详情' });
    this.reschedule = this.page.getByRole('dialog', { name: '面试改期' });
  }

  table(): Promise<Locator> {
    return loadedTable(this.page, '面试列表');
  }

  /** The rows the page marks as the one asked for (?id=); by CSS: the open drawer hides the page from the accessibility tree. */
  highlighted(): Locator {
    return this.page.locator('main tbody tr').filter({ has: this.page.locator('[aria-current="true"]') });
  }

  /** Reschedules the interview open in the drawer to `date` (yyyy-MM-dd) at `time` (HH:mm). */
  async rescheduleTo(date: string, time: string): Promise<void> {
    await this.drawer.getByRole('button', { name: '改期', exact: true }).click();
    await this.reschedule.waitFor();
    const day = this.reschedule.getByLabel('新的面试日期', { exact: true });
    await day.fill(date);
    await day.press('Tab');
    await this.reschedule.getByLabel('新的面试时间', { exact: true }).selectOption(time);
    await this.reschedule.getByRole('button', { name: '确定改期', exact: true }).click();
    await this.reschedule.waitFor({ state: 'detached' });
  }
}
