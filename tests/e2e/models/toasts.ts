// The console's toasts (sonner, spec/console.md §8: shown for their duration, then fade).
import type { Locator, Page } from 'playwright-core';

export class Toasts {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = this.page.getByRole('region', { name: /^Notifications/ });
  }

  toast(text: string): Locator {
    return this.region.getByText(text, { exact: true });
  }
}
