// The 401 / 404 / 500 pages (packages/console/src/pages/error-page.tsx).
import type { Locator, Page } from 'playwright-core';

export class ErrorPage {
  readonly unauthorized: Locator;
  readonly unauthorizedTitle: Locator;
  readonly backHome: Locator;

  constructor(readonly page: Page) {
    // A region of the layout's main (signed in) or of the bare page.
    this.unauthorized = this.page.getByRole('region', { name: '401' });
    this.unauthorizedTitle = this.unauthorized.getByRole('heading', { name: '无权访问' });
    this.backHome = this.page.getByRole('link', { name: '返回首页' });
  }
}
