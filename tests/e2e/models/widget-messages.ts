// The open conversation of the script-tag widget (inside its shadow root, which Playwright's
// locators pierce): message rows, their quote blocks and read labels, the composer, the reader panel.
import type { Locator, Page } from 'playwright-core';

export class WidgetMessages {
  readonly input: Locator;
  readonly readPanel: Locator;
  /** The message list's scroller (the conversation list has one too). */
  readonly scroller: Locator;

  constructor(readonly page: Page) {
    this.input = page.getByRole('textbox', { name: '请输入消息' });
    this.readPanel = page.getByRole('dialog', { name: '消息详情' });
    this.scroller = page.locator('[data-virtuoso-scroller]:not([role="listbox"])');
  }

  /** The row of the message whose text is `text` (not of a reply quoting it). */
  row(text: string): Locator {
    // Not a search result's row (a button with the message's ID, shown beside the chat).
    return this.page.locator('[data-message-id]:not(button)').filter({ has: this.page.getByText(text, { exact: true }) });
  }

  quoteIn(text: string): Locator {
    return this.row(text).getByTestId('quote-block');
  }

  /** The reader panel's names as a screen reader reads them: an avatar's initial is decorative. */
  readerNames(): Promise<string[]> {
    return this.readPanel.getByRole('listitem').evaluateAll((items) =>
      items.map((item) => {
        const copy = item.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
        return (copy.textContent ?? '').trim();
      }),
    );
  }

  readLabelOf(text: string): Locator {
    return this.row(text).getByTestId('read-label');
  }

  async send(text: string): Promise<void> {
    await this.input.fill(text);
    await this.input.press('Enter');
  }

  /** Quotes a message from its action menu (right-click). */
  async quote(text: string): Promise<void> {
    await this.row(text).getByText(text, { exact: true }).click({ button: 'right' });
    await this.page.getByRole('menuitem', { name: '引用' }).click();
  }

  /** Whether the row is blinking and at least partly inside the list's viewport. */
  async blinkingInView(text: string): Promise<{ blinking: boolean; inView: boolean }> {
    return this.row(text).evaluate((row) => {
      const scroller = row.closest('[data-virtuoso-scroller]');
      const box = scroller!.getBoundingClientRect();
      const r = row.getBoundingClientRect();
      return { blinking: row.querySelector('[data-blink]') !== null, inView: r.bottom > box.top + 1 && r.top < box.bottom - 1 };
    });
  }

  /** Scrolls up a step at a time, as a reader does (history loads on the way), until the message shows. */
  async scrollUpTo(text: string): Promise<void> {
    for (let i = 0; i < 60 && (await this.row(text).count()) === 0; i += 1) {
      await this.scroller.evaluate((scroller) => {
        scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -200, bubbles: true }));
        scroller.scrollTop -= 200;
      });
      await this.page.waitForTimeout(100);
    }
    await this.row(text).scrollIntoViewIfNeeded();
  }
}
