// Typing fast in the composer in Chromium (issue 31): what is typed within a few milliseconds of
// Ctrl+Enter (a new line) lands after the new line, in order; and what is typed at once after
// Enter (send) lands in the fresh, empty editor, in order, while the message went as it was.
import type { Browser, CDPSession, Page } from 'playwright-core';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { eventually } from './models/eventually';
import { WidgetMessages } from './models/widget-messages';
import { widgetInContext } from './models/widget-context';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';

const { live, engines } = liveEngines('demo_c8');
let browser: Browser;
let page: Page;
let chat: WidgetMessages;
let cdp: CDPSession;

/** Text to type, or one of 'Control+Enter', 'Enter', 'Home'. */
type Key = string;
const SPECIAL = { Enter: 13, Home: 36 } as const;

/**
 * Keys as a burst: every event is handed to Chromium at once, without waiting for the one before
 * (Playwright's keyboard waits for each, which leaves the page a frame between keys), so they
 * arrive within a millisecond or two of each other, as a fast typist's or an input method's do.
 */
async function burst(keys: Key[]) {
  const events: Promise<unknown>[] = [];
  const send = (params: Record<string, unknown>) => events.push(cdp.send('Input.dispatchKeyEvent', params as never));
  for (const key of keys) {
    if (key === 'Control+Enter' || key === 'Enter' || key === 'Home') {
      const name = key === 'Home' ? 'Home' : 'Enter';
      const base = { key: name, code: name, windowsVirtualKeyCode: SPECIAL[name], modifiers: key === 'Control+Enter' ? 2 : 0 };
      send({ type: 'rawKeyDown', ...base, ...(key === 'Enter' ? { text: '\r' } : {}) });
      send({ type: 'keyUp', ...base });
      continue;
    }
    for (const char of key) {
      send({ type: 'keyDown', key: char, text: char, unmodifiedText: char });
      send({ type: 'keyUp', key: char });
    }
  }
  await Promise.all(events);
}

beforeAll(async () => {
  browser = await launchChromium();
  page = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_hr'));
  cdp = await page.context().newCDPSession(page);
  chat = new WidgetMessages(page);
  await page.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${engines.demo_c8.userID}' })`);
  await chat.input.waitFor();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

it('keys typed right after Ctrl+Enter follow the new line in order', async () => {
  await chat.input.fill('');
  await chat.input.focus();
  await burst(['first line', 'Control+Enter', 'second line', 'Control+Enter', 'third']);
  await eventually(() => chat.input.inputValue(), 'first line\nsecond line\nthird');
  // In the middle of the text too: the caret stays after the inserted line break.
  await burst(['Home', 'Control+Enter', 'and']);
  await eventually(() => chat.input.inputValue(), 'first line\nsecond line\n\nandthird');
});

it('keys typed right after Enter land in the fresh editor in order, and the message went whole', async () => {
  await chat.input.fill('');
  await chat.input.focus();
  await burst(['hello there', 'Enter', 'next message']);
  await chat.row('hello there').waitFor();
  await eventually(() => chat.input.inputValue(), 'next message');
});
