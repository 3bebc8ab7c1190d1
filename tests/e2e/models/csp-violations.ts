// What a page's Content Security Policy blocked: every `securitypolicyviolation` event, recorded
// from before the page's first script (shadow roots included: the event is composed).
import type { Page } from 'playwright-core';

export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  element: string;
}

export class CspViolations {
  private constructor(private readonly page: Page) {}

  /** Starts recording; call before the page is opened. */
  static async watch(page: Page): Promise<CspViolations> {
    await page.addInitScript(() => {
      const seen: Violation[] = [];
      (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
      document.addEventListener(
        'securitypolicyviolation',
        (e) =>
          seen.push({
            directive: e.effectiveDirective,
            blocked: e.blockedURI,
            sample: e.sample,
            element: (e.composedPath()[0] as Element | undefined)?.nodeName ?? '',
          }),
        true,
      );
    });
    return new CspViolations(page);
  }

  list(): Promise<Violation[]> {
    return this.page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations);
  }

  /**
   * Proves the policy is in force: an inline event handler added to the page must not run, and
   * must be reported. Returns whether it ran, once it either ran or was reported blocked.
   */
  async inlineHandlerRuns(): Promise<boolean> {
    return this.page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          (window as unknown as { __cspProbe?: () => void }).__cspProbe = () => resolve(true);
          const blocked = (e: SecurityPolicyViolationEvent) => {
            const target = e.composedPath()[0];
            if (!e.effectiveDirective.startsWith('script-src') || !(target instanceof Element) || !target.hasAttribute('data-csp-probe')) return;
            document.removeEventListener('securitypolicyviolation', blocked, true);
            resolve(false);
          };
          document.addEventListener('securitypolicyviolation', blocked, true);
          document.body.insertAdjacentHTML('beforeend', '<img alt="" data-csp-probe src="data:," onerror="window.__cspProbe()">');
        }),
    );
  }
}
