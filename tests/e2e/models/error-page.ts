// The 401 / 404 / 500 pages (packages/console/src/pages/error-page.tsx).
import type { Locator, Page } from 'playwright-core';

export class ErrorPage {
  readonly unauthorized: Locator;
  readonly unauthorizedTitle: Locator;
  readonly backHome: Locator;

  constructor(readonly page: Page) {
    this.unauthorized = this.page.getByRole('main', { name: '401' });
    this.unauthorizedTitle = this.unauthorized.getByRole('heading', { name: '无权访问' });
    this.backHome = this.page.getByRole('link', { name: '返回首页' });
  }
}
