// The signed-in layout (packages/console/src/layout): header, side menu, breadcrumb and tabs bar.
import type { Locator, Page } from 'playwright-core';

export class ConsoleLayout {
  readonly menu: Locator;
  readonly header: Locator;
  readonly breadcrumb: Locator;
  readonly tabsBar: Locator;
  readonly tabActions: Locator;
  /** At narrow widths (a phone) the menu is a drawer over the page: this dialog holds it. */
  readonly menuDrawer: Locator;

  constructor(readonly page: Page) {
    this.menu = this.page.getByRole('navigation', { name: '主菜单' });
    this.header = this.page.getByRole('banner');
    this.breadcrumb = this.page.getByRole('navigation', { name: '面包屑' });
    this.tabsBar = this.page.getByRole('navigation', { name: '已打开的页面' });
    this.tabActions = this.tabsBar.getByRole('button', { name: '页签操作' });
    this.menuDrawer = this.page.getByRole('dialog', { name: '主菜单' });
  }

  /** The header's menu button: '收起菜单' or '展开菜单' (on a phone it opens the drawer). */
  menuButton(name: '收起菜单' | '展开菜单' = '展开菜单'): Locator {
    return this.header.getByRole('button', { name, exact: true });
  }

  /** On a phone: opens the menu's drawer from the header. */
  async openMenuDrawer(): Promise<void> {
    await this.menuButton().click();
    await this.menuDrawer.getByRole('link').first().waitFor();
  }

  /** Waits for the layout with the signed-in user's menu (on a phone, its button: the menu is a drawer). */
  async ready(): Promise<this> {
    await this.menu.getByRole('link').first().or(this.menuButton()).first().waitFor();
    return this;
  }

  /** The user name in the header (a link to personal info). */
  userLink(name: string): Locator {
    return this.header.getByRole('link', { name });
  }

  /** A side menu item by its title. */
  menuItem(title: string): Locator {
    // The sign-up centre's name also carries its pending-count badge: match the title at the start.
    return this.menu.getByRole('link', { name: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`) });
  }

  /** The titles of the menu items, in order (each link's label, without badges). */
  menuTitles(): Promise<string[]> {
    return this.menu.getByRole('link').evaluateAll((links) => links.map((link) => link.querySelector('[data-menu-label]')?.textContent ?? ''));
  }

  async openFromMenu(title: string): Promise<void> {
    await this.menuItem(title).click();
    await this.breadcrumbCurrent(title).waitFor();
  }

  /** The breadcrumb's last item when it shows `title`. */
  breadcrumbCurrent(title: string): Locator {
    return this.breadcrumb.getByRole('listitem').filter({ hasText: title }).last();
  }

  /** The heading of the page shown in the content area. */
  pageHeading(title: string): Locator {
    return this.page.getByRole('main').getByRole('heading', { name: title, level: 1 });
  }

  tabTitles(): Promise<string[]> {
    return this.tabsBar.getByRole('link').allTextContents();
  }

  /** The active tab's title (its link is the current page). */
  async activeTab(): Promise<string | null> {
    const active = this.tabsBar.locator('a[aria-current="page"]');
    return (await active.count()) === 1 ? active.textContent() : null;
  }

  closeButton(title: string): Locator {
    return this.tabsBar.getByRole('button', { name: `关闭 ${title}`, exact: true });
  }

  async closeTab(title: string): Promise<void> {
    await this.closeButton(title).click();
  }

  async switchToTab(title: string): Promise<void> {
    await this.tabsBar.getByRole('link', { name: title, exact: true }).click();
    await this.breadcrumbCurrent(title).waitFor();
  }

  /** An action of the tabs bar's menu: '刷新', '关闭其他' or '关闭全部' (Radix opens it on pointer down). */
  async tabMenu(action: '刷新' | '关闭其他' | '关闭全部'): Promise<void> {
    await this.tabActions.click();
    await this.page.getByRole('menuitem', { name: action }).click();
    await this.page.getByRole('menu').waitFor({ state: 'detached' });
  }

  async reload(): Promise<void> {
    await this.page.reload();
    await this.ready();
  }
}
