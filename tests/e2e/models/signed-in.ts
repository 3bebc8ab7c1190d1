// A fresh page of the console signed in through its login form, on the layout.
import type { Page } from 'playwright-core';
import type { ConsoleApp } from './console-app';
import { ConsoleLayout } from './console-layout';
import { LoginPage } from './login-page';

export async function signedIn(app: ConsoleApp, username: string): Promise<{ page: Page; layout: ConsoleLayout }> {
  const page = await app.newPage();
  await page.goto(app.url('/login'));
  await (await new LoginPage(page).ready()).signIn(username);
  return { page, layout: await new ConsoleLayout(page).ready() };
}
