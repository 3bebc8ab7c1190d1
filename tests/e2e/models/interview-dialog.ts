// The interview invitation dialog (docs/console.md §2, §5): the console's form in the widget's
// modal titled "邀请面试", opened from the chat toolbar.
import type { Locator, Page } from 'playwright-core';

export interface InvitationInput {
  /** The job's title as listed; default: the first job listed. */
  job?: string;
  mobile: string;
  type: 'online' | 'onSite';
  /** Typed over what picking the job filled in (on-site only). */
  address?: string;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm, one of the time picker's steps. */
  time: string;
  remark?: string;
}

export class InterviewDialog {
  readonly dialog: Locator;
  readonly job: Locator;
  readonly mobile: Locator;
  readonly online: Locator;
  readonly onSite: Locator;
  readonly address: Locator;
  readonly date: Locator;
  readonly time: Locator;
  readonly remark: Locator;
  readonly submit: Locator;
  /** The server's refusal, or why the jobs could not be loaded. */
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.dialog = this.page.getByRole('dialog', { name: '邀请面试' });
    this.job = this.dialog.getByLabel('岗位', { exact: true });
    this.mobile = this.dialog.getByLabel('联系电话', { exact: true });
    this.online = this.dialog.getByRole('radio', { name: '线上面试' });
    this.onSite = this.dialog.getByRole('radio', { name: '现场面试' });
    this.address = this.dialog.getByLabel('地址', { exact: true });
    this.date = this.dialog.getByLabel('面试日期', { exact: true });
    this.time = this.dialog.getByLabel('面试时间', { exact: true });
    this.remark = this.dialog.getByLabel('备注', { exact: true });
    this.submit = this.dialog.getByRole('button', { name: '发送邀请' });
    this.alert = this.dialog.getByRole('alert');
  }

  /** Waits until the published jobs are listed in the select. */
  async ready(): Promise<void> {
    await this.dialog.waitFor();
    await this.page.waitForFunction(
      (select) => !!select && !(select as HTMLSelectElement).disabled && (select as HTMLSelectElement).options.length > 1,
      await this.job.elementHandle(),
    );
  }

  /** The titles of the jobs to choose from (without the placeholder). */
  async jobTitles(): Promise<string[]> {
    return (await this.job.locator('option').allTextContents()).slice(1);
  }

  /** The message shown under a field, by the field's aria-describedby. */
  async fieldError(field: Locator): Promise<string | null> {
    const id = await field.getAttribute('aria-describedby');
    return id ? this.dialog.locator(`[id="${id}"]`).textContent() : null;
  }

  async fill(input: InvitationInput): Promise<void> {
    const job = input.job ?? (await this.jobTitles())[0];
    if (!job) throw new Error('no published job to invite to');
    await this.job.selectOption({ label: job });
    await this.mobile.fill(input.mobile);
    await (input.type === 'online' ? this.online : this.onSite).check();
    if (input.address !== undefined) await this.address.fill(input.address);
    // react-datepicker parses what is typed with its yyyy-MM-dd format; Tab closes its calendar.
    await this.date.fill(input.date);
    await this.date.press('Tab');
    await this.time.selectOption(input.time);
    if (input.remark !== undefined) await this.remark.fill(input.remark);
  }
}
