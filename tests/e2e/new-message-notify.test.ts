// The new-message sound and browser notification in Chromium (issue 31): a candidate on a portal
// page whose chat is closed hears a beep and gets a notification with the recruiter's name and
// the message; with the chat open, nothing; a muted conversation, nothing; a host that turned
// both off, nothing; and permission is asked only when the user clicks 开启通知, never on load.
// Notification and AudioContext are the browser's own, watched by an init script that records calls.
import type { Browser, Page } from 'playwright-core';
import { TYPES } from '../../packages/chat-widget/src/engine';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { eventually } from './models/eventually';
import { shot } from './models/screenshots';
import { PHONE, widgetInContext } from './models/widget-context';
import { launchChromium } from '@employment-cloud/test-support/browser/widget-page';

const SHOTS = 'new-message-notify';
const { live, engines } = liveEngines('demo_hr', 'demo_hr2', 'demo_c9', 'demo_c10');
let browser: Browser;

/**
 * Records every Notification made, permission request and tone started. Debian's headless shell
 * answers every notification permission with 'denied' (a grant included), so Notification is the
 * script's own, with the permission the test gives it (a request grants it); the tones are real.
 */
const watch = (permission: 'granted' | 'default') => `(() => {
  const seen = { notifications: [], permissionRequests: 0, tones: 0 };
  window.__seen = seen;
  let state = ${JSON.stringify(permission)};
  class WatchedNotification {
    constructor(title, options) {
      seen.notifications.push({ title, body: options && options.body });
    }
    close() {}
    static get permission() {
      return state;
    }
    static requestPermission() {
      seen.permissionRequests += 1;
      state = 'granted';
      return Promise.resolve(state);
    }
  }
  window.Notification = WatchedNotification;
  const start = OscillatorNode.prototype.start;
  OscillatorNode.prototype.start = function (...args) {
    seen.tones += 1;
    return start.apply(this, args);
  };
})();`;

interface Seen {
  notifications: { title: string; body: string }[];
  permissionRequests: number;
  tones: number;
}
const seen = (page: Page) => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen);
const send = (from: 'demo_hr' | 'demo_hr2', to: 'demo_c9' | 'demo_c10', text: string) =>
  engines[from].chat.sendMessage(engines[from].chat.createTextMessage({ to: engines[to].userID, conversationType: TYPES.CONV_C2C, payload: { text } }));
/** Resolves once the widget on the page has signed in (its first unread-change); counts them on. */
async function signedIn(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __unread: number[]; EmploymentChat: { on(e: string, cb: (p: { total: number }) => void): void } };
    w.__unread = [];
    w.EmploymentChat.on('unread-change', ({ total }) => w.__unread.push(total));
  });
  const changes = () => page.evaluate(() => (window as unknown as { __unread: number[] }).__unread.length);
  await eventually(async () => (await changes()) > 0, true, 20_000);
  return changes;
}
const nameOf = async (username: 'demo_hr' | 'demo_hr2') => (await engines[username].chat.getMyProfile()).data.nick || engines[username].userID;

beforeAll(async () => {
  // demo_c9 has muted demo_hr2 (their Node engine does it before the page signs them in).
  await send('demo_hr2', 'demo_c9', '您好');
  await engines.demo_c9.chat.setMessageRemindType({ userIDList: [engines.demo_hr2.userID], messageRemindType: TYPES.MSG_REMIND_ACPT_NOT_NOTE });
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

it('chat closed: a beep and a notification with the sender and the message; open, or muted, nothing', async () => {
  const page = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_c9'), {
    initScript: watch('granted'),
  });
  await signedIn(page);
  const hrName = await nameOf('demo_hr');
  await send('demo_hr', 'demo_c9', '明天上午十点方便面试吗？');
  await eventually(async () => (await seen(page)).notifications, [{ title: hrName, body: '明天上午十点方便面试吗？' }]);
  expect((await seen(page)).tones).toBeGreaterThan(0);
  const tones = (await seen(page)).tones;

  // Muted: nothing. The next unmuted message is the only one more.
  await send('demo_hr2', 'demo_c9', '静音会话的消息');
  await send('demo_hr', 'demo_c9', '收到请回复');
  await eventually(async () => (await seen(page)).notifications.map((n) => n.body), ['明天上午十点方便面试吗？', '收到请回复']);
  expect((await seen(page)).tones).toBe(tones * 2);

  // The chat open on the page: nothing, however many arrive.
  await page.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${engines.demo_hr.userID}' })`);
  await page.getByRole('textbox', { name: '请输入消息' }).waitFor();
  await send('demo_hr', 'demo_c9', '我在线上');
  await page.locator('[data-message-id]').filter({ hasText: '我在线上' }).waitFor();
  expect((await seen(page)).notifications).toHaveLength(2);
  expect((await seen(page)).tones).toBe(tones * 2);
  expect((await seen(page)).permissionRequests).toBe(0); // granted already: never asked
  await page.context().close();
}, 60_000);

it('permission is asked only on a click of 开启通知, never on load; a host can turn both off', async () => {
  const page = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_c10'), { ...PHONE, initScript: watch('default') });
  await page.evaluate(`window.EmploymentChat.open({ conversationID: 'C2C${engines.demo_hr.userID}' })`);
  const enable = page.getByRole('button', { name: /开启通知/ });
  await enable.waitFor();
  expect((await seen(page)).permissionRequests).toBe(0);
  await shot(page, `${SHOTS}/enable-375.png`);
  await enable.tap();
  await eventually(async () => (await seen(page)).permissionRequests, 1);
  await eventually(() => enable.count(), 0); // answered: it goes
  await page.context().close();

  // notify: { sound: false, desktop: false }: nothing, and no 开启通知.
  const quiet = await widgetInContext(browser, live().origin, await tokenFor(live().server.app, 'demo_c10'), {
    initScript: watch('default'),
    init: { notify: { sound: false, desktop: false } },
  });
  const changes = await signedIn(quiet);
  const before = await changes();
  await send('demo_hr', 'demo_c10', '这条不会提醒');
  // The widget has taken the message in (its unread count changed): no tone, no notification.
  await eventually(async () => (await changes()) > before, true);
  expect(await seen(quiet)).toEqual({ notifications: [], permissionRequests: 0, tones: 0 });
  await quiet.evaluate(`window.EmploymentChat.open({})`);
  expect(await quiet.getByRole('button', { name: /开启通知/ }).count()).toBe(0);
  await quiet.context().close();
}, 60_000);
