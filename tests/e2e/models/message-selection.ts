// Multi-select in the open conversation of the script-tag widget (inside its shadow root): the
// 多选 menu item, the rows' checkboxes, the bar, the forward panel it opens, and the detail of a
// merged message (聊天记录) with its nested levels.
import type { Locator, Page } from 'playwright-core';
import { WidgetMessages } from './widget-messages';

export class MessageSelection {
  readonly messages: WidgetMessages;
  readonly bar: Locator;
  readonly forwardPanel: Locator;
  readonly detail: Locator;

  constructor(readonly page: Page) {
    this.messages = new WidgetMessages(page);
    this.bar = page.getByRole('toolbar', { name: '多选' });
    this.forwardPanel = page.getByRole('dialog', { name: '转发' });
    this.detail = page.getByTestId('merged-detail');
  }

  /** 多选 from the message's action menu (right-click on its words). */
  async start(text: string): Promise<void> {
    await this.messages.row(text).getByText(text, { exact: true }).click({ button: 'right' });
    await this.page.getByRole('menuitem', { name: '多选' }).click();
    await this.bar.waitFor();
  }

  checkbox(text: string): Locator {
    return this.messages.row(text).getByRole('checkbox');
  }

  /** The row of a merged message whose card has this title. */
  mergedRow(title: string): Locator {
    return this.page.locator('[data-message-id]').filter({ has: this.page.getByTestId('merged-card').filter({ hasText: title }) });
  }

  /** Clicks anywhere on the row (its bubble), as a reader ticks it. */
  async tick(row: Locator): Promise<void> {
    await row.locator('[data-selectable]').click({ position: { x: 120, y: 12 } });
  }

  async selectedText(): Promise<string> {
    return (await this.bar.locator('p').textContent()) ?? '';
  }

  /** A bar button (逐条转发, 合并转发), then the target and the panel's one send button. */
  async forwardTo(mode: '逐条转发' | '合并转发', target: string): Promise<void> {
    await this.bar.getByRole('button', { name: mode }).click();
    await this.forwardPanel.getByRole('checkbox', { name: target }).check();
    await this.forwardPanel.getByRole('button', { name: mode }).click();
    await this.forwardPanel.waitFor({ state: 'detached' });
  }
}
