// The main admin's company profile in Chromium (issue 19): demo_admin opens 企业信息, edits it (a
// logo uploaded from disk, the address and coordinates from the map drawer, a licence number the
// server checks), saves, and sees it — the logo really loaded. A recruiter has no such menu item and
// is sent to 401. Both pages pass axe and fit 1280 and 1920 px.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describeViolations, seriousViolations } from '@employment-cloud/test-support/browser/axe';
import { eventually } from './models/eventually';
import { CompanyPages } from './models/company-pages';
import { startConsoleApp, type ConsoleApp } from './models/console-app';
import { atConsoleWidths, shot } from './models/screenshots';
import { signedIn } from './models/signed-in';
import { Toasts } from './models/toasts';

// A 2×2 PNG the server recognises by its bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgijkORAwQCgAeBgS1CddxwQAAAABJRU5ErkJggg==', 'base64');

let app: ConsoleApp;
let page: Page;
let logoFile: string;

beforeAll(async () => {
  app = await startConsoleApp();
  ({ page } = await signedIn(app, 'demo_admin'));
  logoFile = join(mkdtempSync(join(tmpdir(), 'ec-logo-')), 'logo.png');
  writeFileSync(logoFile, PNG);
}, 120_000);
afterAll(() => app?.close());

describe('the company profile', () => {
  it('is shown to the main admin from the menu, passes axe and fits 1280 and 1920 px', async () => {
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '企业信息' }).click();
    const company = await new CompanyPages(page).info();
    await company.main.getByText('91440300MA5FXK7T2R').waitFor();
    await company.main.getByText('暂无Logo').waitFor();
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    expect(await atConsoleWidths(page, 'company-info')).toEqual([]);
  });

  it('is edited: the rules, the server checking the licence number, a logo, the address from the map drawer; saved and shown', async () => {
    const company = new CompanyPages(page);
    await company.main.getByRole('button', { name: '编辑企业信息' }).click();
    await company.edit();
    // The selects show the saved choice (also when their dictionary arrives after the profile).
    await eventually(() => company.field('企业规模').inputValue(), '3');
    expect(await company.field('所属行业').inputValue()).toBe('1');
    expect(describeViolations(await seriousViolations(page))).toEqual([]);

    await company.field('企业名称').fill('');
    await company.field('统一社会信用代码').fill('9144030071526726XH');
    await company.main.getByRole('button', { name: '保存' }).click();
    await eventually(() => company.messageOf('企业名称'), '企业名称不能为空');
    await company.field('企业名称').fill('星辰智慧物流（深圳）有限公司');
    await company.main.getByRole('button', { name: '保存' }).click();
    // Well shaped, so only the server can tell the check character is wrong: its message on the field.
    await eventually(() => company.messageOf('统一社会信用代码'), '请输入正确的统一社会信用代码');
    await company.field('统一社会信用代码').fill('9144030071526726XG');

    await company.picture('企业Logo').getByLabel('上传文件').setInputFiles(logoFile);
    await company.picture('企业Logo').getByText('已上传：logo.png').waitFor();
    await company.field('所属行业').selectOption({ label: '物流/仓储/运输' });
    await company.pickPlace('113.9547,22.5396', '深圳市南山区深南大道9988号', '华润置地大厦');
    expect(await company.field('企业地址').inputValue()).toBe('深圳市南山区深南大道9988号');
    await company.main.getByText('113.9547,22.5396').waitFor();
    await shot(page, 'company-edit-1280.png', { fullPage: true });

    // The earlier refusal's toast gone, so the success toast shows alone.
    await eventually(() => page.locator('[data-sonner-toast]').count(), 0);
    await company.main.getByRole('button', { name: '保存' }).click();
    await new Toasts(page).toast('企业信息已保存').waitFor();
    // The success toast's text is readable on its background (axe's colour contrast, once it has
    // finished sliding in: axe blends a fading element's colours).
    await page.waitForFunction(() => {
      const toast = document.querySelector<HTMLElement>('[data-sonner-toast]');
      return toast !== null && toast.getAnimations({ subtree: true }).length === 0 && getComputedStyle(toast).opacity === '1';
    });
    expect(describeViolations(await seriousViolations(page))).toEqual([]);
    await company.info();
    await company.main.getByText('星辰智慧物流（深圳）有限公司').first().waitFor();
    await company.main.getByText('深圳市南山区深南大道9988号').waitFor();
    await company.main.getByText('物流/仓储/运输').waitFor();
    const logo = company.main.getByRole('img', { name: '星辰智慧物流（深圳）有限公司的Logo' });
    await eventually(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), 2);
    await shot(page, 'company-info-saved-1280.png');

    // After a reload, from the server.
    await page.reload();
    await company.info();
    await company.main.getByText('113.9547,22.5396').waitFor();
  });

  it('is not offered to a recruiter: no menu item, and the address answers 401', async () => {
    const { page: recruiter, layout } = await signedIn(app, 'demo_hr');
    await layout.menuItem('职位管理').waitFor();
    expect(await recruiter.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '企业信息' }).count()).toBe(0);
    await recruiter.goto(app.url('/mycompany/edit'));
    await recruiter.waitForURL((url) => url.pathname.endsWith('/401'));
    await recruiter.context().close();
  });
});
