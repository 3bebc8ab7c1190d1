// The widget's folders depend only downward (issue 16, structure): engine (and the Tencent
// adapter, i18n, theme) < machines, stores < provider < views < shell < embed. Views and machines see the
// engine-neutral surface only: engine/local is known to the engine itself and to the engine
// chooser, and the wire protocol package to the engine alone; the REST contract is imported as
// types only, so the bundle takes no schema. Test-only files may reach anywhere.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(__dirname, '../src');
const RANK: Record<string, number> = { engine: 0, tencent: 0, i18n: 0, theme: 0, machines: 1, stores: 1, provider: 2, views: 3, shell: 4, embed: 5 };
const ENGINE_CHOOSER = 'provider/choose-engine.ts';
const PROTOCOL = '@employment-cloud/chat-protocol';
/** The REST contract: the widget types its host's REST calls with it, and takes no schema into its bundle. */
const VALUE_FROM_CONTRACT = /^\s*(?:import|export)\s+(?!type\s)[^;]*?\bfrom\s*['"]@employment-cloud\/api-contract['"]/m;

const isTestOnly = (file: string) => /\.(test|test-d)\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative(SRC, path)] : [];
  });
}

/** Every module a file imports (static, dynamic, re-exports): relative ones resolved against src. */
export function importsOf(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map((match) => match[1]!);
  return specifiers.map((specifier) => (specifier.startsWith('.') ? relative(SRC, resolve(SRC, dirname(file), specifier)) : specifier));
}

/** What breaks the rules in one file, as "file → import: why". */
export function violationsOf(file: string, text: string): string[] {
  const layer = file.split('/')[0]!;
  const found: string[] = [];
  for (const target of importsOf(file, text)) {
    const targetLayer = target.split('/')[0]!;
    if (target.startsWith('engine/local') && layer !== 'engine' && file !== ENGINE_CHOOSER)
      found.push(`${file} → ${target}: only the engine chooser knows engine/local`);
    if (target === PROTOCOL && layer !== 'engine') found.push(`${file} → ${target}: the wire protocol is the engine's (views use engine/limits)`);
    if (!isTestOnly(file) && layer in RANK && targetLayer in RANK && RANK[targetLayer]! > RANK[layer]!)
      found.push(`${file} → ${target}: ${layer} may not import ${targetLayer}`);
  }
  if (!isTestOnly(file) && VALUE_FROM_CONTRACT.test(text)) found.push(`${file} → @employment-cloud/api-contract: types only (import type)`);
  return found;
}

describe('the widget source layers', () => {
  const files = sourceFiles(SRC);

  it('finds the source and every top folder has a rank', () => {
    expect(files.length).toBeGreaterThan(200);
    const folders = new Set(files.filter((file) => file.includes('/')).map((file) => file.split('/')[0]!));
    expect([...folders].filter((folder) => !(folder in RANK))).toEqual([]);
  });

  it('import only downward, and only the engine chooser reaches the local engine', () => {
    const violations = files.flatMap((file) => violationsOf(file, readFileSync(join(SRC, file), 'utf8')));
    expect(violations).toEqual([]);
  });

  it('tells a violation when it sees one', () => {
    expect(violationsOf('views/composer/composer.tsx', "import { LIMITS } from '../../engine/local/protocol';")).toHaveLength(1);
    expect(violationsOf('views/a/b.tsx', "import { x } from '@employment-cloud/chat-protocol';")).toHaveLength(1);
    expect(violationsOf('views/a/b.tsx', "const C = lazy(() => import('../../shell/chat'));")).toEqual([
      'views/a/b.tsx → shell/chat: views may not import shell',
    ]);
    expect(violationsOf('provider/x.tsx', "export { ToastProvider } from '../views/toast/toast-provider';")).toHaveLength(1);
    expect(violationsOf('views/a/b.test.tsx', "import { Chat } from '../../shell/chat';")).toEqual([]);
    expect(violationsOf(ENGINE_CHOOSER, "await import('../engine/local/create-local-chat')")).toEqual([]);
    expect(violationsOf('engine/limits.ts', `export { LIMITS } from '${PROTOCOL}';`)).toEqual([]);
    expect(violationsOf('views/a/b.ts', "import { chatContext } from '@employment-cloud/api-contract';")).toHaveLength(1);
    expect(violationsOf('views/a/b.ts', "import type { ChatContext } from '@employment-cloud/api-contract';")).toEqual([]);
  });
});
