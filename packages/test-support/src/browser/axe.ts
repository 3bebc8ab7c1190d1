// axe-core in the page (Chromium computes colours and layout, so colour contrast is checked too).
// axe-core 4.12 is a devDependency of tests/ (the hoisted node_modules/axe-core is 3.5, brought by
// @types/jest-axe).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(__filename).resolve('axe-core/axe.min.js');
let axeSource: string | undefined;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Rules left out, each with its reason (the test names them; the report lists them). */
export type AxeExclusions = Record<string, string>;

/** The serious and critical violations on the page as it is now, outside the `skipped` elements (CSS selectors). */
export async function seriousViolations(page: Page, exclusions: AxeExclusions = {}, skipped: readonly string[] = []): Promise<AxeViolation[]> {
  // Evaluated by the debugging protocol, not added as a <script>: the console's Content Security
  // Policy (script-src 'self') blocks inline scripts, as it should.
  // Once per document: evaluating axe's 550 KB again would parse and compile it again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate((axeSource ??= readFileSync(AXE_PATH, 'utf8')));
  const rules = Object.fromEntries(Object.keys(exclusions).map((id) => [id, { enabled: false }]));
  const violations = (await page.evaluate(
    async ({ rules, skipped }) =>
      (
        await (window as unknown as { axe: { run(ctx: object, opts: object): Promise<{ violations: unknown[] }> } }).axe.run(
          { include: [document], exclude: skipped.map((selector) => [selector]) },
          { rules, resultTypes: ['violations'] },
        )
      ).violations,
    { rules, skipped },
  )) as AxeViolation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** One line per violation and node: what a failure message should show. */
export function describeViolations(violations: readonly AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.impact} ${v.id} (${v.help}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' ')),
  );
}
