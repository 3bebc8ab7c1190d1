import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const repoRoot = join(__dirname, '..', '..');
const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

// The published packages, checked as npm would pack them (`npm test` builds them first).
const packages = [
  ['@employment-cloud/usersig', 'packages/usersig', 'dist/index.js'],
  ['@employment-cloud/chat-widget', 'packages/chat-widget', 'dist/index.js'],
] as const;

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe.each(packages)('package hygiene of %s', (_name, dir, built) => {
  const cwd = join(repoRoot, dir);
  beforeAll(() => {
    if (!existsSync(join(cwd, built))) throw new Error(`${dir} is not built: run \`npm run build\` first`);
  });

  it('passes publint --strict', () => {
    const { status, output } = run(bin('publint'), ['--strict'], cwd);
    expect(output).toContain('All good!');
    expect(status).toBe(0);
  });

  it('passes @arethetypeswrong/cli --pack in every resolution mode', () => {
    const { status, output } = run(bin('attw'), ['--pack', '.'], cwd);
    expect(output).toContain('No problems found');
    expect(status).toBe(0);
  }, 60_000);
});
