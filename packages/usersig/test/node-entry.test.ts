import { spawnSync } from 'node:child_process';
import { bin, dist, repoRoot, requireBuild } from './paths';
import { join } from 'node:path';

beforeAll(requireBuild);

const KEY = 'cli-test-secret-key';

function node(args: string[], input?: string, env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, args, { cwd: repoRoot, input, encoding: 'utf8', env: { PATH: process.env.PATH, ...env } });
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr };
}

describe('the published entry points under Node', () => {
  const compare = `
    const options = { sdkAppID: 1400000000, secretKey: 'k', userID: 'alice', expire: 60, now: 1763768000 };
    console.log(JSON.stringify([nodeBuild.genUserSig(options), pureBuild.genUserSig(options), typeof nodeBuild.UserSigBuilder]));`;

  it('require() gets the node build, and it matches the browser build', () => {
    const r = node(['-e', `const nodeBuild = require('@employment-cloud/usersig'); const pureBuild = require('@employment-cloud/usersig/browser');${compare}`]);
    const [a, b, builder] = JSON.parse(r.stdout);
    expect(a).toBe(b);
    expect(builder).toBe('function');
  });

  it('import gets the node build, and it matches the browser build', () => {
    const r = node([
      '--input-type=module',
      '-e',
      `import * as nodeBuild from '@employment-cloud/usersig'; import * as pureBuild from '@employment-cloud/usersig/browser';${compare}`,
    ]);
    const [a, b] = JSON.parse(r.stdout);
    expect(a).toBe(b);
  });
});

describe('the employment-usersig bin', () => {
  const cli = join(dist, 'cli.js');

  it('is linked into node_modules/.bin', () => {
    const r = spawnSync(bin('employment-usersig'), ['--help'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('employment-usersig gen --app-id N --user ID');
  });

  it('signs with the key from the environment and verifies it', () => {
    const gen = node([cli, 'gen', '--app-id', '1400000000', '--user', 'alice'], undefined, { USERSIG_SECRET_KEY: KEY });
    expect(gen.status).toBe(0);
    expect(gen.stdout).toMatch(/^[A-Za-z0-9*\-_]+$/);
    expect(gen.stderr).not.toContain(KEY);
    const ok = node([cli, 'verify', gen.stdout, '--app-id', '1400000000', '--user', 'alice'], undefined, { USERSIG_SECRET_KEY: KEY });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('verdict:    valid');
  });

  it('reads the key from standard input when the environment has none', () => {
    const gen = node([cli, 'gen', '--app-id', '1400000000', '--user', 'bob', '--expire', '60'], `${KEY}\n`);
    expect(gen.status).toBe(0);
    const wrongKey = node([cli, 'verify', gen.stdout, '--app-id', '1400000000'], 'another-key\n');
    expect(wrongKey.status).toBe(1);
    expect(wrongKey.stdout).toContain('verdict:    invalid (signature)');
    expect(wrongKey.stdout).toContain('identifier: bob');
  });

  it('exits 2 with a message on a usage error', () => {
    const r = node([cli, 'gen', '--user', 'a'], '', { USERSIG_SECRET_KEY: KEY });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('--app-id is required');
  });
});
