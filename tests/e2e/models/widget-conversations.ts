// The script-tag widget's conversation list and global search (inside its shadow root, which
// Playwright's locators pierce): a conversation's row, its unread badge, [有人@我] marker and
// online dot; the search box, a result and its detail view's 进入聊天.
import type { Locator, Page } from 'playwright-core';

export class WidgetConversations {
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.search = page.getByRole('searchbox', { name: '搜索' }).first();
  }

  row(conversationID: string): Locator {
    return this.page.locator(`[role="option"][data-conversation-id="${conversationID}"]`);
  }

  /** The unread badge's text, or null when the row has none. */
  async badge(conversationID: string): Promise<string | null> {
    const badge = this.row(conversationID).getByTestId('unread-badge');
    return (await badge.count()) === 0 ? null : badge.textContent();
  }

  /** Whether the row shows the online dot. */
  async online(conversationID: string): Promise<boolean> {
    return (await this.row(conversationID).getByRole('status', { name: '在线' }).count()) > 0;
  }

  /** Searches all messages for `text` and opens the detail view of the conversation's matches. */
  async searchDetail(text: string, conversationID: string): Promise<Locator> {
    await this.search.click();
    await this.search.fill(text);
    await this.page.locator(`button[data-conversation-id="${conversationID}"]`).click();
    return this.page.getByRole('button', { name: /进入聊天/ });
  }
}
