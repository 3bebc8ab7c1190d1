// The chat modal of the layout (the widget's ChatModal, docs/console.md §2 and docs/chat.md §2):
// its conversation list, the open conversation's messages and the input toolbar.
import type { FileChooser, Locator, Page } from 'playwright-core';

export class ChatModal {
  readonly dialog: Locator;
  readonly conversations: Locator;
  readonly toolbar: Locator;
  readonly interviewButton: Locator;
  /** The open conversation's header: its name line (or 'Typing...'), the candidate summary. */
  readonly headerName: Locator;
  readonly candidateSummary: Locator;

  /** `title`: the dialog's name, 聊天 in zh-CN (Chat in en-US). */
  constructor(
    readonly page: Page,
    title = '聊天',
  ) {
    this.dialog = this.page.getByRole('dialog', { name: title });
    this.conversations = this.dialog.getByRole('listbox', { name: '会话列表' });
    this.toolbar = this.dialog.getByRole('toolbar');
    this.interviewButton = this.toolbar.getByRole('button', { name: '邀请面试' });
    this.headerName = this.dialog.locator('[data-conversation-id] > header strong');
    this.candidateSummary = this.dialog.getByTestId('candidate-summary');
  }

  async waitOpen(): Promise<void> {
    await this.conversations.waitFor();
  }

  /** The conversation whose row shows `text` (its peer's name or its last message). */
  conversation(text: string): Locator {
    return this.conversations.getByRole('option').filter({ hasText: text });
  }

  async openConversation(text: string): Promise<void> {
    const row = this.conversation(text);
    await row.click();
    // A locator, not the row's element handle: a conversation list update (a message arriving)
    // may render the row anew, and a handle taken before it would wait on a detached node.
    await row.and(this.conversations.locator('[aria-selected="true"]')).waitFor();
  }

  /** The rows of the open conversation's message list (docs/chat.md §2: one per message). */
  messages(): Locator {
    return this.dialog.locator('[data-message-id]');
  }

  /** The names of the toolbar's buttons among `names` that it shows. */
  async toolbarButtons(names: string[]): Promise<string[]> {
    const shown: string[] = [];
    for (const name of names) if ((await this.toolbar.getByRole('button', { name, exact: true }).count()) > 0) shown.push(name);
    return shown;
  }

  /**
   * Presses the toolbar's 图片, 文件 or 视频 button (or any other named like them) and gives the
   * browser's file chooser `files`, as a user picking them does.
   */
  async upload(button: string, files: Parameters<FileChooser['setFiles']>[0]): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.toolbar.getByRole('button', { name: button, exact: true }).click();
    await (await chooser).setFiles(files);
  }

  message(text: string): Locator {
    return this.messages().filter({ hasText: text });
  }

  /** How many rows of the open conversation show exactly `text`. */
  copies(text: string): Promise<number> {
    return this.messages()
      .filter({ has: this.page.getByText(text, { exact: true }) })
      .count();
  }

  /** Types `text` in the composer and sends it with Enter, as a user does; resolves when its bubble shows. */
  async send(text: string): Promise<void> {
    await this.dialog.getByRole('textbox').first().fill(text);
    await this.page.keyboard.press('Enter');
    await this.message(text).waitFor();
  }
}
