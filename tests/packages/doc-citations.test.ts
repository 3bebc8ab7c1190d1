import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');

// The product's reference lives in docs/; a clone has nothing outside the repo to cite.
const outside = /\.\.\/shared|spec\/(chat|console)\.md|DESIGN\.md|STYLE\.md|TOOLCHAIN\.md/;
// `docs/chat.md §5` must name a file in docs/ and a section heading that file has.
const citation = /docs\/([\w-]+\.md) §(\d+)/g;
const selfPath = 'tests/packages/doc-citations.test.ts';

function trackedTextFiles(): string[] {
  const result = spawnSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ls-files failed: ${result.stderr}`);
  return result.stdout
    .split('\0')
    .filter((path) => path !== '' && path !== selfPath && !/\.(png|jpe?g|gif|webp|ico|woff2?|lock)$/.test(path))
    .filter((path) => existsSync(join(repoRoot, path)));
}

function sectionsOf(file: string): Set<string> {
  const text = readFileSync(join(repoRoot, 'docs', file), 'utf8');
  return new Set([...text.matchAll(/^#{2,3} §(\d+)\b/gm)].map((match) => match[1] ?? ''));
}

describe('documentation citations', () => {
  const files = trackedTextFiles().map((path) => ({ path, text: readFileSync(join(repoRoot, path), 'utf8') }));

  it('lists the tracked files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('no tracked file cites a document outside the repo', () => {
    const offenders = files.flatMap(({ path, text }) =>
      text.split('\n').flatMap((line, index) => (outside.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  it('every docs/<file>.md §N citation names an existing file and section', () => {
    const sections = new Map<string, Set<string> | null>();
    const broken = files.flatMap(({ path, text }) =>
      [...text.matchAll(citation)].flatMap(([cited, file = '', section = '']) => {
        if (!sections.has(file)) sections.set(file, existsSync(join(repoRoot, 'docs', file)) ? sectionsOf(file) : null);
        const known = sections.get(file);
        return known?.has(section) ? [] : [`${path}: ${cited}`];
      }),
    );
    expect(broken).toEqual([]);
  });
});
