// The chat widget's sizes (issue 6), gzip: consumer ESM bundle (up front, and with every lazy
// chunk), script-tag stub, script tag with React (up front, and with every lazy chunk).
import { fileURLToPath } from 'node:url';
import { BUDGETS, widgetSizes } from '@employment-cloud/test-support/build/widget-size';

const widgetDir = fileURLToPath(new URL('../../packages/chat-widget', import.meta.url));

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function benchWidgetSize(): Promise<void> {
  const sizes = await widgetSizes(widgetDir);
  console.log('\nchat widget sizes (gzip, minified)');
  const line = (name: string, bytes: number, goal?: number) =>
    console.log(`  ${name.padEnd(26)} ${kb(bytes).padStart(9)}${goal ? `  (goal ≤ ${kb(goal)})${bytes > goal ? '  OVER' : ''}` : ''}`);
  line('esm, up front', sizes.esm, BUDGETS.esm);
  line('esm, with every lazy chunk', sizes.esmTotal);
  line('stub', sizes.stub, BUDGETS.stub);
  line('script tag, up front', sizes.scriptTag, BUDGETS.scriptTag);
  line('script tag, every chunk', sizes.scriptTagTotal);
}
