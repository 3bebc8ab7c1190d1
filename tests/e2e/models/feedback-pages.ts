// The feedback page (yijianIndex) and the document pages (CompanyAgreement, /rule) of the console (issue 19).
import type { Locator, Page } from 'playwright-core';
import { loadedTable } from './recruiting-pages';

export class FeedbackPage {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  history(): Promise<Locator> {
    return loadedTable(this.page, '历史反馈列表');
  }

  async fill(type: string, text: string, contact?: string): Promise<void> {
    await this.main.getByLabel('反馈类型').selectOption({ label: type });
    await this.main.getByLabel('反馈内容').fill(text);
    if (contact) await this.main.getByLabel('联系方式').fill(contact);
  }

  /** Chooses a screenshot file and waits for its thumbnail. */
  async addScreenshot(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.main.getByRole('group', { name: '截图' }).locator('input[type=file]').setInputFiles(file);
    await this.main.getByRole('img', { name: `反馈截图 ${file.name}` }).waitFor();
  }

  counter(): Locator {
    return this.main.getByTestId('feedback-counter');
  }

  submit(): Promise<void> {
    return this.main.getByRole('button', { name: '提交', exact: true }).click();
  }
}

/** A platform document (the agreement, the rules) as the page shows it. */
export class DocumentPage {
  readonly article: Locator;
  constructor(readonly page: Page) {
    this.article = page.locator('article[data-print-root]');
  }

  title(): Locator {
    return this.article.getByRole('heading', { level: 1 });
  }

  sectionHeadings(): Promise<string[]> {
    return this.article.getByRole('heading', { level: 2 }).allTextContents();
  }
}
