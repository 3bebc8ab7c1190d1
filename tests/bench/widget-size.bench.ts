// The chat widget's three sizes (issue 6), gzip: consumer ESM bundle (up front, and with every
// lazy chunk), script-tag stub, IIFE with React.
import { fileURLToPath } from 'node:url';
import { BUDGETS, widgetSizes } from '../../packages/chat-widget/test/widget-size';

const widgetDir = fileURLToPath(new URL('../../packages/chat-widget', import.meta.url));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchWidgetSize(): Promise<void> {
  const sizes = await widgetSizes(widgetDir);
  console.log('\nchat widget sizes (gzip, minified)');
  for (const key of ['esm', 'stub', 'iife'] as const) {
    console.log(`  ${key.padEnd(5)} ${kb(sizes[key]).padStart(9)}  (goal ≤ ${kb(BUDGETS[key])})${sizes[key] > BUDGETS[key] ? '  OVER' : ''}`);
    if (key === 'esm') console.log(`  ${''.padEnd(5)} ${kb(sizes.esmTotal).padStart(9)}  with every lazy chunk (local engine, sanitiser)`);
  }
}
