import { spawnSync } from 'node:child_process';
import { bin, packageDir, requireBuild } from './paths';

beforeAll(requireBuild);

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: packageDir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

describe('package hygiene', () => {
  it('passes publint --strict', () => {
    const { status, output } = run(bin('publint'), ['--strict']);
    expect(output).toContain('All good!');
    expect(status).toBe(0);
  });

  it('passes @arethetypeswrong/cli --pack in every resolution mode', () => {
    const { status, output } = run(bin('attw'), ['--pack', '.']);
    expect(output).toContain('No problems found');
    expect(status).toBe(0);
  }, 60_000);
});
