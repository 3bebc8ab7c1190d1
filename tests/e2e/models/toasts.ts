// The console's toasts (sonner, docs/console.md §8: shown for their duration, then fade).
import type { Locator, Page } from 'playwright-core';

/** The toaster's list: axe leaves it out where a page is judged without the toasts of earlier steps. */
export const TOASTER = '[data-sonner-toaster]';

export class Toasts {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = this.page.getByRole('region', { name: /^Notifications/ });
  }

  toast(text: string): Locator {
    return this.region.getByText(text, { exact: true });
  }
}
