// The help centre of the console (issue 19): the sign-up centre with its review dialogs, the plan
// list, a project's detail with the enrolled list's export, and the help statistics.
import type { Download, Locator, Page } from 'playwright-core';
import { confirmAction } from './recruiting-pages';

/** The sign-up centre (HelpManage, /help/apply). */
export class HelpApplyPage {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /** The body rows once the list has loaded (at least one). */
  async rows(): Promise<Locator> {
    const table = this.main.getByRole('table', { name: '帮扶报名列表' });
    await table.locator('tbody tr td').first().waitFor();
    await this.page.waitForFunction((el) => el?.getAttribute('aria-busy') === 'false', await table.elementHandle());
    return table.locator('tbody tr');
  }

  tab(label: string): Locator {
    return this.main.getByRole('tab', { name: new RegExp(`^${label}（`) });
  }

  /** The `aria-label` words after the action of the first pending row's button: person and project. */
  async firstPending(): Promise<string> {
    const button = (await this.rows()).first().getByRole('button', { name: /^通过 / });
    return (await button.getAttribute('aria-label'))!.replace(/^通过 /, '');
  }

  async approve(who: string): Promise<void> {
    await this.main.getByRole('button', { name: `通过 ${who}`, exact: true }).click();
    await confirmAction(this.page, '通过');
  }

  /** Opens the reject dialog of a row; answers the dialog. */
  async openReject(who: string): Promise<Locator> {
    await this.main.getByRole('button', { name: `驳回 ${who}`, exact: true }).click();
    const dialog = this.page.getByRole('alertdialog', { name: '驳回报名' });
    await dialog.waitFor();
    return dialog;
  }
}

/** A project's detail (HelpProjectDetail): the enrolled people's table and its CSV export. */
export class HelpProjectDetailPage {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  enrolledTable(): Locator {
    return this.main.getByRole('table', { name: /^在册人员/ });
  }

  /** Clicks 导出在册名单 and answers the downloaded file. */
  async exportCsv(): Promise<Download> {
    const download = this.page.waitForEvent('download');
    await this.main.getByRole('button', { name: '导出在册名单' }).click();
    return download;
  }
}

/** The help statistics (HelpDatas): the charts (ECharts SVG) and the tables of the same numbers. */
export class HelpDatasPage {
  readonly main: Locator;
  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  chart(name: string): Locator {
    return this.main.getByRole('img', { name });
  }

  /** How many drawn paths a chart's SVG holds. */
  pathCount(name: string): Promise<number> {
    return this.chart(name).locator('svg path').count();
  }

  /** A statistics table's body as text cells, row by row. */
  table(testId: string): Promise<string[][]> {
    return this.main
      .getByTestId(testId)
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent ?? '')));
  }
}
