// The job fair pages of the console (issue 19): the fair list with its sign-up dialog, and a
// fair's detail (booth, jobs, schedule, applications).
import type { Locator, Page } from 'playwright-core';
import { loadedTable } from './recruiting-pages';

export class FairListPage {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  table(): Promise<Locator> {
    return loadedTable(this.page, '招聘会列表');
  }

  async row(title: string): Promise<Locator> {
    return (await this.table()).locator('tbody tr').filter({ hasText: title });
  }

  /** Opens 报名 on a fair and answers the job dialog. */
  async openSignUp(title: string): Promise<Locator> {
    await this.main.getByRole('button', { name: `报名 ${title}`, exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: `报名“${title}”` });
    await dialog.getByRole('checkbox').first().waitFor();
    return dialog;
  }

  async openDetail(title: string): Promise<void> {
    await this.main.getByRole('link', { name: `详情 ${title}`, exact: true }).click();
  }
}

export class FairDetailPage {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  booth(): Locator {
    return this.main.getByTestId('booth');
  }

  jobs(): Promise<string[]> {
    return this.main.getByRole('list', { name: '参会岗位' }).getByRole('listitem').allTextContents();
  }

  applications(): Promise<Locator> {
    return loadedTable(this.page, '招聘会投递列表');
  }
}
