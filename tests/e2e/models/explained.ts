// A step that, when it fails, says what the page showed: its accessibility tree (Playwright's ARIA
// snapshot, cut to a few thousand characters) is added to the error. For steps that have failed
// only on a CI machine, whose screenshots nobody can open.
import type { Page } from 'playwright-core';

const SNAPSHOT_CHARS = 4000;

export async function explained<T>(page: Page, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const snapshot = await page
      .locator('body')
      .ariaSnapshot({ timeout: 5_000 })
      .catch((reason: Error) => `(no snapshot: ${reason.message})`);
    if (error instanceof Error) {
      const shown = `\n\nThe page (${page.url()}) showed:\n${snapshot.slice(0, SNAPSHOT_CHARS)}`;
      error.message += shown;
      // jest prints the stack, which holds the message as it was when the error was made.
      if (error.stack) error.stack = error.stack.replace(/\n {4}at /, `${shown}\n    at `);
    }
    throw error;
  }
}
