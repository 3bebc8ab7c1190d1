// A page under the payload corpus (issue 15): what would show that a payload ran (the global flag
// the payloads set, a dialog) and what would let one run later (a handler attribute, a
// javascript:/data:/vbscript: link or source), searched in the document and every open shadow
// root; the message list is searched while it is scrolled through its whole history, since only
// the rows in view exist in the DOM.
import type { Page } from 'playwright-core';

export interface Finding {
  where: string;
  tag: string;
  attribute: string;
  value: string;
}

/** Runs in the page: the findings of the whole DOM, and the message rows now rendered. */
const SCAN = `(() => {
  const URL_ATTRIBUTES = ['href', 'src', 'poster', 'action', 'formaction', 'xlink:href', 'srcset', 'data', 'background', 'cite', 'ping', 'srcdoc'];
  const BAD_SCHEME = /^(?:javascript|data|vbscript):/i;
  const bad = (value) => {
    if (BAD_SCHEME.test(value.replace(/[\\u0000-\\u0020]/g, ''))) return true;
    try { return ['javascript:', 'data:', 'vbscript:'].includes(new URL(value, document.baseURI).protocol); } catch { return false; }
  };
  const findings = [];
  const rows = [];
  const visit = (root, where) => {
    for (const el of root.querySelectorAll('*')) {
      const tag = el.tagName.toLowerCase();
      for (const attribute of el.getAttributeNames()) {
        const value = el.getAttribute(attribute) ?? '';
        if (attribute.startsWith('on') || (URL_ATTRIBUTES.includes(attribute) && bad(value)) || attribute === 'srcdoc') findings.push({ where, tag, attribute, value });
      }
      if (['iframe', 'frame', 'object', 'embed'].includes(tag) || (tag === 'script' && el.textContent.includes('__pwned'))) findings.push({ where, tag, attribute: '', value: el.outerHTML.slice(0, 200) });
      if (el.hasAttribute('data-message-id')) rows.push(el.getAttribute('data-message-id'));
      if (el.shadowRoot) visit(el.shadowRoot, where + ' > ' + tag + '::shadow-root');
    }
  };
  visit(document, 'document');
  return { findings, rows };
})()`;

/** Runs in the page: the scroller of the open message list (a row's), in the document or a shadow root. */
const SCROLLER = `(() => {
  const find = (root) => {
    const hit = root.querySelector('[data-message-id]');
    if (hit) return hit.closest('[data-virtuoso-scroller]');
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) { const inner = find(el.shadowRoot); if (inner) return inner; }
    return null;
  };
  return find(document);
})()`;

/** The window's height while the history is scanned (scanHistory). */
const TALL_VIEW_PX = 6_000;

/** The dialog `settle` queues, after any a payload would have. */
const SENTINEL = 'injection-page: settled';

export class InjectionPage {
  readonly dialogs: string[] = [];
  private readonly popups: Promise<unknown>[] = [];
  private sentinelCame: () => void = () => undefined;
  readonly findings: Finding[] = [];
  /** The message IDs rendered at some point. */
  readonly rendered = new Set<string>();

  constructor(readonly page: Page) {
    page.on('dialog', (dialog) => {
      if (dialog.message() === SENTINEL) this.sentinelCame();
      else this.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    // A link that opened a tab: it must not have run anything there either; close it.
    page.context().on('page', (popup) => {
      popup.on('dialog', (dialog) => {
        this.dialogs.push(`popup ${dialog.type()}: ${dialog.message()}`);
        void dialog.dismiss().catch(() => undefined);
      });
      this.popups.push(
        popup
          .waitForLoadState()
          .finally(() => popup.close().catch(() => undefined))
          .catch(() => undefined),
      );
    });
  }

  /** The flag a payload would set, in this page and any frame. */
  async pwned(): Promise<unknown[]> {
    const flags = await Promise.all(this.page.frames().map((frame) => frame.evaluate('window.__pwned').catch(() => undefined)));
    return flags.filter((flag) => flag !== undefined);
  }

  async scan(): Promise<void> {
    const { findings, rows } = (await this.page.evaluate(SCAN)) as { findings: Finding[]; rows: string[] };
    for (const finding of findings) if (!this.findings.some((f) => JSON.stringify(f) === JSON.stringify(finding))) this.findings.push(finding);
    for (const row of rows) this.rendered.add(row);
  }

  /**
   * Scans, then scrolls the open message list up half a view at a time (loading history), until
   * the list marks its history complete (data-history-complete) and sits at its top; then down
   * again to the newest, scanning each step once the page has drawn it.
   */
  async scanHistory(timeoutMs = 150_000): Promise<void> {
    const viewport = this.page.viewportSize();
    await this.tall(true);
    try {
      await this.scanWholeHistory(timeoutMs);
    } finally {
      await this.tall(false);
      if (viewport) await this.page.setViewportSize(viewport);
    }
  }

  /**
   * The chat dialog as tall as a 6,000 px window (its own height is at most 720 px) while the
   * history is scanned: about eight times the rows are in view at each stop, so the scan takes
   * an eighth of the stops. What a row renders does not depend on the list's height.
   */
  private async tall(on: boolean): Promise<void> {
    if (on) await this.page.setViewportSize({ width: this.page.viewportSize()?.width ?? 1280, height: TALL_VIEW_PX });
    await this.page.evaluate(`(() => {
      const scroller = ${SCROLLER};
      const dialog = scroller?.closest('[role="dialog"]');
      if (!dialog) return;
      if (${on}) dialog.style.setProperty('height', '90vh', 'important');
      else dialog.style.removeProperty('height');
    })()`);
    await this.drawn();
    // Back at its own height, the list goes on showing the newest, where the scan left it.
    if (!on) await this.page.evaluate(`(() => { const scroller = ${SCROLLER}; if (scroller) scroller.scrollTop = scroller.scrollHeight; })()`);
    await this.drawn();
  }

  private async scanWholeHistory(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (let atTop = false; !atTop; ) {
      if (Date.now() > deadline) throw new Error('the message list did not reach the top of its whole history');
      await this.scan();
      atTop = (await this.page.evaluate(`(() => {
        const scroller = ${SCROLLER};
        if (!scroller) return false;
        if (scroller.closest('[data-history-complete]') && scroller.scrollTop <= 0) return true;
        const step = Math.max(100, scroller.clientHeight * 0.5); // a row within a step is in view at one stop at least
        scroller.dispatchEvent(new WheelEvent('wheel', { deltaY: -step, bubbles: true }));
        scroller.scrollTop -= step;
        return false;
      })()`)) as boolean;
      await this.drawn();
    }
    await this.scan();
    // Back down to the newest, the whole history loaded: rows that prepending history jumped
    // over on the way up (it shifts the list under a busy page) are in view on the way down.
    for (let atBottom = false; !atBottom; ) {
      atBottom = (await this.page.evaluate(`(() => {
        const scroller = ${SCROLLER};
        if (!scroller) return true;
        scroller.scrollTop += Math.max(100, scroller.clientHeight * 0.5);
        return scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
      })()`)) as boolean;
      await this.drawn();
      await this.scan();
    }
  }

  /** Waits until the open message list sits at its newest row (where it opens and stays pinned). */
  async atNewest(): Promise<void> {
    await this.page.waitForFunction(`(() => {
      const scroller = ${SCROLLER};
      return scroller !== null && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
    })()`);
  }

  /** Two animation frames: what a scroll made the list render is drawn. */
  private async drawn(): Promise<void> {
    await this.page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  }

  /**
   * Waits for what the last actions could have set off: every tab they opened has loaded (and is
   * closed), and a dialog the page queues now, after any a payload would have queued, has come
   * (that one is not kept).
   */
  private async settle(): Promise<void> {
    await Promise.all(this.popups);
    const came = new Promise<void>((resolve) => (this.sentinelCame = resolve));
    await this.page.evaluate(`setTimeout(() => alert(${JSON.stringify(SENTINEL)}))`);
    await came;
  }

  /**
   * Hovers every message row and link in `root` (CSS locators pierce shadow roots) and clicks
   * every link: a handler or a javascript: URL that survived would run now; returns once what
   * that set off has happened (`settle`).
   */
  async exercise(root: string): Promise<number> {
    const rows = this.page.locator(`${root} [data-message-id]`);
    // force: the pointer goes to each row even when a sheet covers the list (the group's manage
    // panel), where waiting for the row to take the pointer would only time out.
    for (let i = 0; i < (await rows.count()); i += 1)
      await rows
        .nth(i)
        .hover({ timeout: 2_000, force: true })
        .catch(() => undefined);
    const links = this.page.locator(`${root} a[href]`);
    const count = await links.count();
    for (let i = 0; i < count; i += 1) {
      const link = links.nth(i);
      await link.hover({ timeout: 2_000 }).catch(() => undefined);
      await link.click({ timeout: 2_000 }).catch(() => undefined);
    }
    await this.settle();
    return count;
  }
}
