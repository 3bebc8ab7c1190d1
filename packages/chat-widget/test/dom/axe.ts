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
});

export interface AxeFinding {
  id: string;
  impact: string | null | undefined;
  nodes: string[];
}

/** The serious and critical violations in `container` (an empty list when there are none). */
export async function seriousViolations(container: Element = document.body): Promise<AxeFinding[]> {
  const results = await axe(container as HTMLElement);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.map((node) => node.html) }));
}
