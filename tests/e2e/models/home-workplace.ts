// The console's home, a workplace (packages/console/src/pages/home): today's to-dos, the next
// interviews, the latest conversations and the 7-day trend chart, as a recruiter sees them.
import type { Locator, Page } from 'playwright-core';

export class HomeWorkplace {
  readonly todos: Locator;
  readonly interviews: Locator;
  readonly conversations: Locator;
  readonly trend: Locator;
  /** The trend's drawing: ECharts' SVG (or a canvas, were the renderer changed). */
  readonly chartDrawing: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.todos = main.getByRole('list', { name: '今日待办' });
    this.interviews = main.getByRole('region', { name: '近期面试' });
    this.conversations = main.getByRole('region', { name: '最新沟通' });
    this.trend = main.getByRole('region', { name: '近 7 天趋势' });
    this.chartDrawing = this.trend.locator('[data-chart] svg, [data-chart] canvas').first();
  }

  /** Waits for the workplace's answer on the page (the to-dos), and for the chart to be drawn. */
  async ready(): Promise<this> {
    await this.todos.waitFor();
    await this.chartDrawing.waitFor();
    return this;
  }

  /** A to-do's card by its label, e.g. '新投递' (its name is the label and the figure). */
  todo(label: string): Locator {
    return this.todos.getByRole('link', { name: new RegExp(`^${label}：\\d+$`) }).or(this.todos.getByRole('button', { name: new RegExp(`^${label}：\\d+$`) }));
  }

  /** The latest conversations' rows (buttons that open the chat on them). */
  conversationRows(): Locator {
    return this.conversations.getByRole('list').getByRole('button');
  }

  /** The panels' boxes, left to right and top to bottom: the layout's columns. */
  async panelBoxes(): Promise<{ x: number; y: number; width: number }[]> {
    const boxes = [];
    for (const panel of [this.interviews, this.conversations, this.trend]) {
      const box = (await panel.boundingBox())!;
      boxes.push({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width) });
    }
    return boxes;
  }

  /** How far the page runs past the window's width, in px (0: it fits). */
  overflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
}
