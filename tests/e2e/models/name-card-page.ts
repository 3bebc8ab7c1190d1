// /name/card: where a recruiter without a recruiter card is sent to create one (HTTP 490,
// docs/console.md §8): the server's message, the card form, back where the user was on saving.
import type { Locator, Page } from 'playwright-core';
import { CONSOLE_BASE } from './console-app';
import { ConsoleLayout } from './console-layout';

export const NAME_CARD_PATH = '/name/card';

export class NameCardPage {
  readonly layout: ConsoleLayout;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.layout = new ConsoleLayout(this.page);
    this.heading = this.layout.pageHeading('创建招聘名片');
  }

  async waitForIt(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === `${CONSOLE_BASE}${NAME_CARD_PATH}`);
    await this.heading.waitFor();
  }
}
