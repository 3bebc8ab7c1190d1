// The main admin's company pages (mycompany-info, mycompany-edit) as a user sees them.
import type { Locator, Page } from 'playwright-core';

export class CompanyPages {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
  }

  /** The info page, loaded. */
  async info(): Promise<this> {
    await this.main.getByRole('heading', { name: '企业信息', level: 1 }).waitFor();
    await this.main.getByRole('button', { name: '编辑企业信息' }).waitFor();
    return this;
  }

  /** The edit page, with the profile filled in. */
  async edit(): Promise<this> {
    await this.main.getByRole('heading', { name: '编辑企业信息', level: 1 }).waitFor();
    await this.page.waitForFunction(() => (document.querySelector<HTMLInputElement>('#company-name')?.value ?? '') !== '');
    return this;
  }

  field(label: string): Locator {
    return this.main.getByLabel(label, { exact: true });
  }

  /** The message under a field (its aria-describedby), or '' when it has none. */
  async messageOf(label: string): Promise<string> {
    const id = await this.field(label).getAttribute('aria-describedby');
    return id ? ((await this.page.locator(`[id="${id}"]`).textContent()) ?? '') : '';
  }

  picture(label: string): Locator {
    return this.main.getByRole('group', { name: label, exact: true });
  }

  /** Picks a place through the map drawer (its manual entry: no picker is configured). */
  async pickPlace(location: string, address: string, name: string): Promise<void> {
    await this.main.getByRole('button', { name: '地图选点' }).click();
    const drawer = this.page.getByRole('dialog', { name: '地图' });
    await drawer.getByLabel('经纬度（经度,纬度）').fill(location);
    await drawer.getByLabel('地址').fill(address);
    await drawer.getByLabel('名称').fill(name);
    await drawer.getByRole('button', { name: '确定' }).click();
    await drawer.waitFor({ state: 'detached' });
  }
}
