// The recruitment data page (datasIndex) and the colleagues page (friendIndex) of the console
// (packages/console/src/pages/datas, pages/colleagues), as a user works them.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';

/** The cells of a table's rows (header, body and totals), as text. */
function cellsOf(table: Locator): Promise<string[][]> {
  return table.evaluate((t) => [...t.querySelectorAll('tr')].map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? '')));
}

/**
 * The charts of the page on screen: the pages of other open tabs stay mounted, hidden
 * (packages/console/src/layout/keep-alive.tsx), and home's trend chart is one of them.
 */
export const SHOWN_CHARTS = 'main [data-page]:not([hidden]) [data-chart]';

export class RecruitingDataPage {
  readonly daily: Locator;
  readonly byJob: Locator;
  readonly charts: Locator;

  constructor(readonly page: Page) {
    this.daily = page.getByTestId('datas-daily');
    this.byJob = page.getByTestId('datas-by-job');
    this.charts = page.locator(SHOWN_CHARTS);
  }

  async ready(): Promise<this> {
    await this.daily.waitFor();
    return this;
  }

  /** How many SVG paths each chart has drawn (ECharts' SVG renderer: lines, bars, funnel pieces). */
  pathsPerChart(): Promise<number[]> {
    return this.charts.evaluateAll((charts) => charts.map((chart) => chart.querySelectorAll('svg path').length));
  }

  dailyCells(): Promise<string[][]> {
    return cellsOf(this.daily);
  }

  jobCells(): Promise<string[][]> {
    return cellsOf(this.byJob);
  }

  /** The daily table's totals row. */
  async totals(): Promise<string[]> {
    return (await this.dailyCells()).at(-1)!;
  }

  /** A quick range (近7天, 近30天, 近90天); waits for the daily table to hold that many days. */
  async lastDays(days: number): Promise<void> {
    await this.page.getByRole('button', { name: `近${days}天` }).click();
    await this.page.waitForFunction((n) => document.querySelectorAll('[data-testid="datas-daily"] tbody tr').length === n, days);
  }

  /** Exports a table (导出按日数据 / 导出按职位数据); answers the file's name and its rows of cells. */
  async export(button: '导出按日数据' | '导出按职位数据'): Promise<{ name: string; rows: string[][] }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: button }).click()]);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    return {
      name: download.suggestedFilename(),
      rows: text
        .trim()
        .split('\r\n')
        .map((line) => line.split(',')),
    };
  }
}

export class ColleaguesPage {
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByRole('table', { name: '同事列表' });
  }

  async ready(): Promise<this> {
    await this.table.locator('tbody tr').first().waitFor();
    return this;
  }

  row(username: string): Locator {
    return this.table.locator('tbody tr').filter({ hasText: username });
  }

  /** 添加同事: fills the form and answers the one-time password the dialog shows (then closes it). */
  async add(colleague: { username: string; name: string; mobile: string }): Promise<string> {
    await this.page.getByRole('button', { name: '添加同事' }).click();
    const form = this.page.getByRole('dialog', { name: '添加同事' });
    await form.getByLabel('用户名').fill(colleague.username);
    await form.getByLabel('姓名').fill(colleague.name);
    await form.getByLabel('手机号').fill(colleague.mobile);
    await form.getByRole('button', { name: '创建' }).click();
    const shown = this.page.getByRole('dialog', { name: '同事已添加' });
    const password = (await shown.getByTestId('one-time-password').textContent()) ?? '';
    await shown.getByRole('button', { name: '我已记下' }).click();
    await shown.waitFor({ state: 'detached' });
    return password;
  }

  /** 停用 (or 启用) a colleague by name, confirming. */
  async setEnabled(name: string, enabled: boolean): Promise<void> {
    const action = enabled ? '启用' : '停用';
    await this.page.getByRole('button', { name: `${action} ${name}` }).click();
    const confirm = this.page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: action }).click();
    await this.page.getByRole('button', { name: `${enabled ? '停用' : '启用'} ${name}` }).waitFor();
  }
}
