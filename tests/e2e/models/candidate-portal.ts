// The example candidate portal (examples/candidate-portal) as a job seeker meets it: the header
// (unread total, sign-in), the job search, a job's page (apply, 和招聘者聊聊) and the script-tag
// widget it embeds (its launcher and its chat, inside the widget's shadow root, which Playwright's
// locators pierce).
import type { Locator, Page } from 'playwright-core';
import { ChatModal } from './chat-modal';
import { DEMO_PASSWORD } from './console-app';

export class CandidatePortal {
  readonly header: Locator;
  readonly signInForm: Locator;
  readonly signOut: Locator;
  /** The portal's own unread total, from the widget's unread-change event. */
  readonly unread: Locator;
  /** The widget's floating launcher (init's `launcher: true`). */
  readonly launcher: Locator;
  readonly searchBox: Locator;
  readonly applyButton: Locator;
  readonly chatButton: Locator;
  readonly chat: ChatModal;

  constructor(
    readonly page: Page,
    readonly origin: string,
  ) {
    this.header = page.getByRole('banner');
    this.signInForm = page.getByRole('form', { name: '登录' });
    this.signOut = this.header.getByRole('button', { name: '退出' });
    this.unread = this.header.getByLabel(/^未读消息/);
    this.launcher = page.getByRole('button', { name: /^打开聊天/ });
    this.searchBox = page.getByRole('search').getByLabel('搜索职位');
    this.applyButton = page.getByRole('button', { name: /^(投递简历|已投递)$/ });
    this.chatButton = page.getByRole('button', { name: '和招聘者聊聊' });
    this.chat = new ChatModal(page);
  }

  async signIn(username: string, password = DEMO_PASSWORD): Promise<void> {
    if (!(await this.signInForm.isVisible())) await this.header.getByRole('button', { name: '登录' }).click();
    await this.signInForm.getByLabel('用户名').fill(username);
    await this.signInForm.getByLabel('密码').fill(password);
    await this.signInForm.getByRole('button', { name: '登录' }).click();
    await this.signOut.waitFor();
  }

  /** Searches the published jobs for `words` (space-separated, all must match). */
  async search(words: string): Promise<void> {
    await this.searchBox.fill(words);
    await this.page.getByRole('search').getByRole('button', { name: '搜索' }).click();
  }

  jobLink(title: string): Locator {
    return this.page.getByRole('link', { name: title, exact: true });
  }

  /** Opens a job from the results; resolves on its page (its title as the heading). */
  async openJob(title: string): Promise<void> {
    await this.jobLink(title).first().click();
    await this.page.getByRole('heading', { name: title, exact: true }).waitFor();
  }

  /** 和招聘者聊聊 on a job's page: the widget opens on the conversation with its recruiter. */
  async chatWithRecruiter(): Promise<ChatModal> {
    await this.chatButton.click();
    await this.chat.dialog.waitFor();
    return this.chat;
  }

  /** The number the launcher's badge shows (0 when it shows none). */
  async launcherCount(): Promise<number> {
    const name = (await this.launcher.getAttribute('aria-label')) ?? (await this.launcher.textContent()) ?? '';
    const count = /(\d+)/.exec(name);
    return count ? Number(count[1]) : 0;
  }
}
