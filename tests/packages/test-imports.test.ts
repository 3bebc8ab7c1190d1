// The test infrastructure's layout (issue 33, point 5; packages/test-support/README.md): a helper
// more than one package uses lives in @employment-cloud/test-support and is imported by that name,
// a helper of one package lives in that package's test/ folder, and no src/ folder holds a test
// helper. Checked over every tracked source file: no relative import reaches into another
// package's test/ folder, into tests/ or into packages/test-support, and no file under a src/
// folder is named by one of the old conventions.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const repoRoot = join(__dirname, '..', '..');

const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

/** The workspace a repository path belongs to: packages/x, examples/x, tests, or '.' (the root: scripts, configs). */
export function workspaceOf(path: string): string {
  const match = /^(packages\/[^/]+|examples\/[^/]+|tests)(\/|$)/.exec(path);
  return match ? match[1]! : '.';
}

/** Where another workspace may not reach by a relative path: its test/ folder, the tests workspace, the test-support package. */
function isTestInfrastructure(path: string): boolean {
  const workspace = workspaceOf(path);
  if (workspace === 'tests' || workspace === 'packages/test-support') return true;
  return workspace !== '.' && path.startsWith(`${workspace}/test/`);
}

/** Every relative module specifier a file names: static, side-effect, dynamic and re-exporting imports, require and jest.mock. */
export function relativeSpecifiers(text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+|\brequire\s*\(\s*|\bjest\.(?:mock|doMock|requireActual)\s*\(\s*)['"](\.\.?\/[^'"]*)['"]/gm;
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}

/** The imports of `file` (a repository path) that reach another workspace's test infrastructure by a relative path, as "file → target". */
export function offendingImports(file: string, text: string): string[] {
  const own = workspaceOf(file);
  return relativeSpecifiers(text).flatMap((specifier) => {
    const target = posix.normalize(posix.join(posix.dirname(file), specifier));
    if (workspaceOf(target) === own || !isTestInfrastructure(target)) return [];
    return [`${file} → ${specifier}: import it as @employment-cloud/test-support/<folder>/<name>, or keep it in ${own}`];
  });
}

/** The old names of test helpers: *.model.tsx, *-test-helpers.tsx, *.test-support.ts(x) and *-test-support.ts, fake-effects.ts (any fake-*). */
const OLD_NAME = /\.model\.[cm]?tsx?$|-test-helpers?\.[cm]?tsx?$|(^|[.-])test-support\.[cm]?tsx?$|^fake-[^/]*\.[cm]?tsx?$/;
const OLD_FOLDER = /^(test-support|test-helpers?)$/;

/** Whether `path` is a file under a src/ folder named by one of the old test-helper conventions (or in a test-support folder there). */
export function isOldHelperName(path: string): boolean {
  const src = `/${path}`.indexOf('/src/');
  if (src === -1) return false;
  const folders = path.slice(src + 'src/'.length).split('/');
  const name = folders.pop()!;
  return OLD_NAME.test(name) || folders.some((folder) => OLD_FOLDER.test(folder));
}

function trackedSources(): string[] {
  const listed = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => SOURCE.test(file) && !file.includes('node_modules/'))
    .filter((file) => existsSync(join(repoRoot, file))); // deleted but not yet staged
}

// The examples below are built from parts, so that this file, which the check reads too, names
// no such import itself.
const importOf = (specifier: string) => ['import { x } from ', `'${specifier}';`].join('');
const requireOf = (specifier: string) => ['const x = require(', `'${specifier}');`].join('');
const mockOf = (specifier: string) => ['jest.mock(', `'${specifier}');`].join('');

describe('the checks themselves', () => {
  it('find the relative imports of another package’s tests that the old layout had', () => {
    const old: [string, string][] = [
      ['packages/console/src/interview/interview-dialog.test.tsx', '../../../chat-widget/test/dom/live-chat'],
      ['examples/react18-host/react18.test.tsx', '../../packages/chat-widget/test/dom/live-chat'],
      ['packages/chat-widget/test/dom/live-chat.ts', '../../../../tests/contract/server-host'],
      ['packages/server/test/seeded-database.ts', '../../../tests/contract/run-once'],
      ['tests/contract/live-server.ts', '../../packages/server/test/harness'],
      ['tests/bench/widget-size.bench.ts', '../../packages/chat-widget/test/widget-size'],
      ['examples/react-app/react-app.test.ts', '../../tests/e2e/models/axe'],
      ['packages/console/test/live-console.ts', '../../test-support/src/server/server-host'],
    ];
    for (const [file, specifier] of old) expect(offendingImports(file, importOf(specifier))).toHaveLength(1);
    expect(offendingImports('tests/e2e/upload-cancel.test.ts', requireOf('../../packages/server/test/stored-uploads'))).toHaveLength(1);
    expect(offendingImports('packages/server/src/db/seed.test.ts', mockOf('../../../../tests/contract/server-process'))).toHaveLength(1);
  });

  it('leave a package’s own tests, another package’s source and package names alone', () => {
    expect(offendingImports('packages/server/src/db/seed/seed.test.ts', importOf('../../../test/fixtures'))).toEqual([]);
    expect(offendingImports('tests/e2e/calls.test.ts', importOf('../contract/live-server'))).toEqual([]);
    expect(offendingImports('tests/contract/groups.test.ts', importOf('../../packages/chat-widget/src/engine'))).toEqual([]);
    expect(offendingImports('packages/test-support/src/server/harness.ts', importOf('../../../server/src/app'))).toEqual([]);
    expect(offendingImports('packages/test-support/src/dom/live-chat.ts', importOf('../server/server-host'))).toEqual([]);
    expect(offendingImports('packages/console/test/live-console.ts', importOf('@employment-cloud/test-support/server/server-host'))).toEqual([]);
  });

  it('find the old helper names under src/, and only there', () => {
    const old = [
      'packages/chat-widget/src/views/contacts/contact-page.model.tsx',
      'packages/chat-widget/src/views/group/group-test-helpers.tsx',
      'packages/console/src/interview/interview.test-support.tsx',
      'packages/console/src/layout/resume-viewer/resume-viewer.test-support.ts',
      'packages/console/src/pages/talent/talent-test-support.ts',
      'packages/console/src/api/fake-effects.ts',
      'packages/api-contract/src/test-support.ts',
      'packages/usersig/src/test-support/builds.ts',
    ];
    expect(old.filter((path) => !isOldHelperName(path))).toEqual([]);
    const fine = [
      'packages/test-support/src/dom/axe.ts',
      'packages/test-support/src/server/test-children.ts',
      'packages/console/test/recorded-effects.ts',
      'packages/chat-widget/test/fake-chat-server.ts',
      'packages/chat-widget/test/views/contact-page.tsx',
      'packages/console/src/api/api-effects.ts',
      'packages/console/src/interview/interview.types.ts',
    ];
    expect(fine.filter(isOldHelperName)).toEqual([]);
  });
});

describe('the test infrastructure of the repository', () => {
  const files = trackedSources();

  it('lists the tracked source files', () => {
    expect(files.length).toBeGreaterThan(1000);
    expect(files).toContain('packages/test-support/src/dom/axe.ts');
  });

  it('no file imports another package’s test/ folder, tests/ or packages/test-support by a relative path', () => {
    const found = files.flatMap((file) => offendingImports(file, readFileSync(join(repoRoot, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('no file under a src/ folder is named as a test helper of the old conventions', () => {
    expect(files.filter(isOldHelperName)).toEqual([]);
  });
});
