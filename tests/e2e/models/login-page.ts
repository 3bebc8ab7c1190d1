// /login (packages/console/src/pages/login): the username + password form and its inline error.
import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from './console-app';

export class LoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  /** The server's message of a failed attempt, shown in the form. */
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = this.page.getByRole('heading', { name: '企业登录' });
    this.username = this.page.getByLabel('用户名');
    this.password = this.page.getByLabel('密码');
    this.submit = this.page.getByRole('button', { name: '登录', exact: true });
    this.error = this.page.getByRole('alert');
  }

  /** Waits for the form (after a redirect to it, or a goto). */
  async ready(): Promise<this> {
    await this.heading.waitFor();
    return this;
  }

  async signIn(username: string, password = DEMO_PASSWORD): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** The `redirect` query of the login URL: the page to return to. */
  redirectTarget(): string | null {
    return new URL(this.page.url()).searchParams.get('redirect');
  }
}
