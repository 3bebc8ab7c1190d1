// Pasting and dropping files into the composer, in Chromium (issue 16 item 16; docs/chat.md §5:
// images inline in the editor, other files as an icon and name; §9: files up to 100 MB). The
// recruiter pastes an image (a ClipboardEvent with the file, as a screenshot paste is) and sends
// it: while the upload is held back, the bubble shows the picture from the recruiter's own file;
// once uploaded, the server's, and the local object URL is revoked. The candidate, in a browser
// of their own, sees the image. A dropped PDF is sent as a file; a file over 100 MB and an empty
// one are refused with the reason, in the user's language, and never reach the editor.
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { TYPES } from '../../packages/chat-widget/src/engine';
import { tokenFor } from '@employment-cloud/test-support/server/harness';
import { liveEngines } from '../contract/live-server';
import { eventually } from './models/eventually';
import { WidgetMessages } from './models/widget-messages';
import { launchChromium, widgetPage } from '@employment-cloud/test-support/browser/widget-page';
import { shot } from './models/screenshots';

const SHOTS = 'paste-and-drop';
const HELLO = `您好，附件是我的作品集（${Date.now()}）`;
const { live, engines } = liveEngines('demo_c1', 'demo_hr');
let browser: Browser;
let hrPage: Page;
let candidatePage: Page;
/** Uploads held back until the test lets them through. */
const heldUploads: Route[] = [];

const open = (page: Page, conversationID: string) => page.evaluate(`window.EmploymentChat.open({ conversationID: ${JSON.stringify(conversationID)} })`);

/** Pastes (`paste`) or drops (`drop`) files made in the page onto the composer's input. */
async function give(input: Locator, how: 'paste' | 'drop', files: { name: string; type: string; size?: number; png?: boolean }[]): Promise<void> {
  await input.evaluate(
    async (element, { how, files }) => {
      const data = new DataTransfer();
      for (const spec of files) {
        let body: BlobPart[] = [new Uint8Array(spec.size ?? 0)];
        if (spec.png) {
          // A real picture: 240 × 160, blue with a white bar, as a screenshot would be.
          const canvas = document.createElement('canvas');
          Object.assign(canvas, { width: 240, height: 160 });
          const context = canvas.getContext('2d')!;
          context.fillStyle = '#1677ff';
          context.fillRect(0, 0, 240, 160);
          context.fillStyle = '#ffffff';
          context.fillRect(20, 70, 200, 20);
          body = [await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob!), 'image/png'))];
        }
        data.items.add(new File(body, spec.name, { type: spec.type }));
      }
      if (how === 'paste') {
        element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        return;
      }
      for (const type of ['dragenter', 'dragover', 'drop']) element.dispatchEvent(new DragEvent(type, { dataTransfer: data, bubbles: true, cancelable: true }));
    },
    { how, files },
  );
}

/** Whether each image has loaded a picture. */
const pictures = (images: Locator) =>
  images.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0));

beforeAll(async () => {
  // The candidate's first message, from their Node engine before their page signs them in.
  const c1 = engines.demo_c1;
  await c1.chat.sendMessage(c1.chat.createTextMessage({ to: engines.demo_hr.userID, conversationType: TYPES.CONV_C2C, payload: { text: HELLO } }));
  browser = await launchChromium();
  const app = live().server.app;
  hrPage = await widgetPage(browser, live().origin, await tokenFor(app, 'demo_hr'));
  candidatePage = await widgetPage(browser, live().origin, await tokenFor(app, 'demo_c1'));
  for (const page of [hrPage, candidatePage]) page.setDefaultTimeout(10_000);
  // The recruiter's uploads wait until the test lets them go: the picture's upload is "slow".
  await hrPage.route('**/chat/files**', (route) => void heldUploads.push(route));
  await open(hrPage, `C2C${engines.demo_c1.userID}`);
  await open(candidatePage, `C2C${engines.demo_hr.userID}`);
  await new WidgetMessages(hrPage).row(HELLO).waitFor();
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

describe('a pasted image', () => {
  const composer = () => hrPage.getByTestId('composer');

  it('shows inline in the editor', async () => {
    await give(new WidgetMessages(hrPage).input, 'paste', [{ name: 'screenshot.png', type: 'image/png', png: true }]);
    const thumbnail = composer().getByRole('img', { name: 'screenshot.png' });
    await thumbnail.waitFor();
    await eventually(() => pictures(thumbnail), [true]);
  });

  it('while it uploads, its bubble shows the picture from the local file', async () => {
    await new WidgetMessages(hrPage).input.press('Enter');
    const sending = hrPage.locator('[data-message-id]').getByRole('img', { name: '[图片]' });
    await sending.waitFor();
    await eventually(() => pictures(sending), [true]);
    expect(await sending.getAttribute('src')).toMatch(/^blob:/);
    expect(heldUploads).toHaveLength(1);
    await expect(composer().getByRole('img', { name: 'screenshot.png' }).count()).resolves.toBe(0);
    await shot(hrPage, `${SHOTS}/image-uploading-1280.png`);
  });

  it('once uploaded, the bubble shows the server’s picture and the local URL is revoked', async () => {
    const local = (await hrPage.locator('[data-message-id]').getByRole('img', { name: '[图片]' }).getAttribute('src'))!;
    await heldUploads.shift()!.continue();
    const rows = hrPage.locator('[data-message-id]');
    const uploaded = rows.locator(`img[src^="${live().origin}/uploads/"]`);
    await uploaded.waitFor();
    await eventually(() => pictures(uploaded), [true]);
    await expect(rows.getByRole('img', { name: '[图片]' }).count()).resolves.toBe(0);
    const revoked = await hrPage.evaluate(
      (url) =>
        fetch(url).then(
          () => false,
          () => true,
        ),
      local,
    );
    expect(revoked).toBe(true);
  });

  it('the candidate sees the image', async () => {
    const image = candidatePage.locator('[data-message-id]').locator(`img[src^="${live().origin}/uploads/"]`);
    await image.waitFor();
    await eventually(() => pictures(image), [true]);
    await shot(candidatePage, `${SHOTS}/image-received-1280.png`);
  });
});

describe('dropped files', () => {
  it('a PDF dropped on the composer waits in the editor with its name and is sent as a file', async () => {
    const hr = new WidgetMessages(hrPage);
    await give(hr.input, 'drop', [{ name: '岗位说明书.pdf', type: 'application/pdf', size: 2048 }]);
    await hrPage.getByTestId('composer').getByText('岗位说明书.pdf').waitFor();
    await hr.input.press('Enter');
    await eventually(() => Promise.resolve(heldUploads.length), 1);
    await heldUploads.shift()!.continue();
    await candidatePage.locator('[data-message-id]').getByText('📄 岗位说明书.pdf').waitFor();
  });

  it('one over 100 MB and an empty one are refused with the reason and never reach the editor', async () => {
    const hr = new WidgetMessages(hrPage);
    await give(hr.input, 'drop', [
      { name: '面试录像.mp4', type: 'video/mp4', size: 100 * 1024 * 1024 + 1 },
      { name: '空白.txt', type: 'text/plain' },
    ]);
    await hrPage.getByText('“面试录像.mp4”超过100MB，无法发送', { exact: true }).first().waitFor();
    await hrPage.getByText('无法发送“空白.txt”：不支持文件夹和空文件', { exact: true }).first().waitFor();
    await shot(hrPage, `${SHOTS}/refused-1280.png`);
    await expect(hrPage.getByTestId('composer').locator('li').count()).resolves.toBe(0);
    expect(heldUploads).toHaveLength(0);
  });

  it('at 375 px the composer takes a pasted image the same way', async () => {
    await hrPage.setViewportSize({ width: 375, height: 760 });
    await give(new WidgetMessages(hrPage).input, 'paste', [{ name: '截图.png', type: 'image/png', png: true }]);
    const thumbnail = hrPage.getByTestId('composer').getByRole('img', { name: '截图.png' });
    await thumbnail.waitFor();
    await eventually(() => pictures(thumbnail), [true]);
    await shot(hrPage, `${SHOTS}/pasted-375.png`);
  });
});
