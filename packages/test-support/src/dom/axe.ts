// Accessibility check of a rendered view (issue 7): axe-core through jest-axe, failing on any
// serious or critical violation. jsdom lays nothing out, so checks that need layout or colours
// (colour contrast) cannot run here; the Playwright suites run axe in Chromium for those.
import { configureAxe } from 'jest-axe';

const axe = configureAxe({
  rules: {
    // Needs computed colours and layout.
    'color-contrast': { enabled: false },
    // A view is checked alone, not as a whole page with landmarks.
    region: { enabled: false },
  },
  // Only the violations are read: axe then keeps no detail of the passing and inapplicable checks
  // (about 14 % of its time in the console's page tests).
  resultTypes: ['violations'],
});

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  nodes: string[];
}

/**
 * What axe is given: jest-axe copies an element outside document.body into the page as HTML (and
 * puts the page back from HTML after), which loses shadow roots and replaces the page's nodes;
 * an element in a shadow root is checked through its shadow host (axe-core enters open roots).
 */
function checkable(container: Element): Element {
  let node: Element = container;
  while (!document.body.contains(node)) {
    const root = node.getRootNode();
    if (!(root instanceof ShadowRoot)) break;
    node = root.host;
  }
  return node;
}

/** The serious and critical violations in `container` (an empty list when there are none). */
export async function seriousViolations(container: Element = document.body): Promise<AxeFinding[]> {
  const results = await axe(checkable(container) as HTMLElement);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.html) }));
}
