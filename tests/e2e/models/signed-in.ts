// A fresh page of the console, signed in, on the layout. The session is what the login form leaves
// behind (the token in the tab's sessionStorage, packages/console/src/session/token.ts), set
// before the console's first script runs: the form itself is what console-sign-in.test.ts and the
// suites that sign in through it (console-a11y, console-two-tabs, csp...) test, and every other
// suite skipped its page load, typing and redirect (about a second of Chromium's time each).
import type { Page } from 'playwright-core';
import { tokenOf } from './api';
import { ChatModal } from './chat-modal';
import type { ConsoleApp } from './console-app';
import { ConsoleLayout } from './console-layout';

/** The console's key of the token in sessionStorage (packages/console/src/session/token.ts). */
const TOKEN_KEY = 'ec-console-token';
/** Set once per tab: a tab that signs out stays signed out through reloads, as after the form. */
const SEEDED_KEY = 'ec-e2e-session-seeded';

export async function signedIn(app: ConsoleApp, username: string, options?: { timezoneId?: string }): Promise<{ page: Page; layout: ConsoleLayout }> {
  const [page, token] = await Promise.all([app.newPage(options), tokenOf(app.origin, username)]);
  await page.addInitScript(
    ({ origin, token, tokenKey, seededKey }) => {
      if (location.origin !== origin || sessionStorage.getItem(seededKey)) return;
      sessionStorage.setItem(seededKey, '1');
      sessionStorage.setItem(tokenKey, token);
    },
    { origin: app.origin, token, tokenKey: TOKEN_KEY, seededKey: SEEDED_KEY },
  );
  await page.goto(app.url('/home'));
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
