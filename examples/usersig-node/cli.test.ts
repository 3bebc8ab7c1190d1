// The usersig package's CLI as this example's README uses it: the built command (the file that
// `npx employment-usersig` runs) as a child process, the secret from the environment or standard
// input. What it signs verifies with the library, and what the library signs it verifies.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { genUserSig, verifyUserSig } from '@employment-cloud/usersig';

const usersig = join(__dirname, '..', '..', 'packages', 'usersig');
const cli = join(usersig, 'dist', 'cli.js');
/** What `npx employment-usersig` runs: package.json's bin, which imports dist/cli.js. */
const bin = join(usersig, 'bin', 'employment-usersig.js');
const APP = 1400000321;
const KEY = 'cli-example-secret-key';

function run(args: string[], { key, input, command = cli }: { key?: string; input?: string; command?: string } = {}) {
  const r = spawnSync(process.execPath, [command, ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...(key === undefined ? {} : { USERSIG_SECRET_KEY: key }) },
    input: input ?? '',
  });
  // Whatever it printed, the secret key is not in it.
  expect(r.stdout + r.stderr).not.toContain(KEY);
  return r;
}

beforeAll(() => {
  if (!existsSync(cli)) throw new Error('packages/usersig/dist/cli.js is missing: run `npx tsup` first');
});

describe('employment-usersig, the CLI of the README', () => {
  it('gen prints one sig that the library verifies for that user, app and expiry', () => {
    const r = run(['gen', '--app-id', String(APP), '--user', 'alice', '--expire', '3600'], { key: KEY });
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(verifyUserSig(lines[0]!, { sdkAppID: APP, secretKey: KEY, userID: 'alice' })).toMatchObject({
      ok: true,
      identifier: 'alice',
      sdkAppID: APP,
      expire: 3600,
    });
    // Signed with another key, it would not verify: the CLI used the key it was given.
    expect(verifyUserSig(lines[0]!, { sdkAppID: APP, secretKey: 'another-key' })).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('takes the key on standard input when USERSIG_SECRET_KEY is unset', () => {
    const r = run(['gen', '--app-id', String(APP), '--user', 'bob'], { input: `${KEY}\n` });
    expect(r.status).toBe(0);
    expect(verifyUserSig(r.stdout.trim(), { sdkAppID: APP, secretKey: KEY, userID: 'bob' })).toMatchObject({ ok: true, expire: 604800 });
  });

  it('verify decodes a sig the library made and exits 0', () => {
    const sig = genUserSig({ sdkAppID: APP, secretKey: KEY, userID: 'alice', expire: 86400 });
    const r = run(['verify', sig, '--app-id', String(APP), '--user', 'alice'], { key: KEY });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('identifier: alice');
    expect(r.stdout).toContain(`sdkAppID:   ${APP}`);
    expect(r.stdout).toMatch(/expires: {4}\S+ \(after 86400 s\)/);
    expect(r.stdout).toContain('verdict:    valid');
  });

  it('verify exits 1 with the reason for another user, another key or a broken sig', () => {
    const sig = genUserSig({ sdkAppID: APP, secretKey: KEY, userID: 'alice' });
    expect(run(['verify', sig, '--app-id', String(APP), '--user', 'bob'], { key: KEY })).toMatchObject({
      status: 1,
      stdout: expect.stringContaining('verdict:    invalid (user)'),
    });
    expect(run(['verify', sig, '--app-id', String(APP)], { key: 'another-key' })).toMatchObject({
      status: 1,
      stdout: expect.stringContaining('verdict:    invalid (signature)'),
    });
    expect(run(['verify', `${sig.slice(0, -4)}AAAA`, '--app-id', String(APP)], { key: KEY }).status).toBe(1);
  });

  it('refuses a key given as a flag, and runs without a key only to say it needs one (exit 2)', () => {
    const flag = run(['gen', '--app-id', String(APP), '--user', 'alice', '--key', 'k'], { key: KEY });
    expect(flag.status).toBe(2);
    expect(flag.stderr).toContain("Unknown option '--key'");
    const none = run(['gen', '--app-id', String(APP), '--user', 'alice']);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('no secret key');
  });

  it('runs the same through the bin that npx runs', () => {
    const r = run(['gen', '--app-id', String(APP), '--user', 'carol'], { key: KEY, command: bin });
    expect(r.status).toBe(0);
    expect(verifyUserSig(r.stdout.trim(), { sdkAppID: APP, secretKey: KEY, userID: 'carol' }).ok).toBe(true);
  });
});
