// A fresh page of the console signed in through its login form, on the layout.
import type { Page } from 'playwright-core';
import { ChatModal } from './chat-modal';
import type { ConsoleApp } from './console-app';
import { ConsoleLayout } from './console-layout';
import { LoginPage } from './login-page';

export async function signedIn(app: ConsoleApp, username: string, options?: { timezoneId?: string }): Promise<{ page: Page; layout: ConsoleLayout }> {
  const page = await app.newPage(options);
  await page.goto(app.url('/login'));
  await (await new LoginPage(page).ready()).signIn(username);
  return { page, layout: await new ConsoleLayout(page).ready() };
}

/** A console user signed in who opened the chat from the 消息 menu item, on the conversation showing `text`. */
export async function inConsoleChat(app: ConsoleApp, username: string, text: string): Promise<{ page: Page; chat: ChatModal }> {
  const { page, layout } = await signedIn(app, username);
  await layout.menuItem('消息').click();
  const chat = new ChatModal(page);
  await chat.waitOpen();
  await chat.openConversation(text);
  await chat.message(text).waitFor();
  return { page, chat };
}
