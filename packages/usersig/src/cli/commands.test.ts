import { APP, KEY, NOW } from '../../test/builds';
import { genUserSig, verifyUserSig } from '../node';
import { runCli, USAGE } from './commands';

function io(secret = KEY) {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l), secretKey: async () => secret } };
}

describe('employment-usersig CLI', () => {
  it('gen prints a sig that verifies for that user and app', async () => {
    const t = io();
    expect(await runCli(['gen', '--app-id', String(APP), '--user', 'alice', '--expire', '120'], t.io)).toBe(0);
    expect(t.out).toHaveLength(1);
    const result = verifyUserSig(t.out[0]!, { sdkAppID: APP, secretKey: KEY, userID: 'alice' });
    expect(result).toMatchObject({ ok: true, expire: 120 });
  });

  it('gen defaults the expiry to 7 days', async () => {
    const t = io();
    await runCli(['gen', '--app-id', String(APP), '--user', 'alice'], t.io);
    expect(verifyUserSig(t.out[0]!, { sdkAppID: APP, secretKey: KEY })).toMatchObject({ ok: true, expire: 604800 });
  });

  it('verify prints the fields and exits 0 for a valid sig', async () => {
    const sig = genUserSig({ sdkAppID: APP, secretKey: KEY, userID: 'alice', expire: 10 ** 9 });
    const t = io();
    expect(await runCli(['verify', sig, '--app-id', String(APP), '--user', 'alice'], t.io)).toBe(0);
    expect(t.out).toContain('identifier: alice');
    expect(t.out).toContain(`sdkAppID:   ${APP}`);
    expect(t.out).toContain('verdict:    valid');
  });

  it('verify exits 1 with the reason for an invalid sig', async () => {
    const sig = genUserSig({ sdkAppID: APP, secretKey: KEY, userID: 'alice', expire: 60, now: NOW });
    const expired = io();
    expect(await runCli(['verify', sig, '--app-id', String(APP)], expired.io)).toBe(1);
    expect(expired.out).toContain('verdict:    invalid (expired)');
    const wrongUser = io();
    expect(await runCli(['verify', sig, '--app-id', String(APP), '--user', 'bob'], wrongUser.io)).toBe(1);
    expect(wrongUser.out).toContain('verdict:    invalid (user)');
    const garbage = io();
    expect(await runCli(['verify', 'garbage!', '--app-id', String(APP)], garbage.io)).toBe(1);
    expect(garbage.out).toEqual(['verdict:    invalid (malformed)']);
  });

  it('--help prints the usage and exits 0', async () => {
    const t = io();
    expect(await runCli(['--help'], t.io)).toBe(0);
    expect(t.out).toEqual([USAGE]);
    expect(USAGE).toContain('USERSIG_SECRET_KEY');
  });

  const usageErrors: [string, string[], string][] = [
    ['no command', [], ''],
    ['an unknown command', ['sign'], 'unknown command: sign'],
    ['a missing app id', ['gen', '--user', 'a'], '--app-id is required'],
    ['a non-numeric app id', ['gen', '--app-id', 'x1', '--user', 'a'], '--app-id must be a whole number'],
    ['a missing user', ['gen', '--app-id', '1'], '--user is required'],
    ['an unknown flag', ['gen', '--app-id', '1', '--user', 'a', '--key', 'k'], "Unknown option '--key'"],
    ['verify without a sig', ['verify', '--app-id', '1'], 'verify takes exactly one SIG'],
  ];

  it.each(usageErrors)('exits 2 on %s', async (_what, argv, message) => {
    const t = io();
    expect(await runCli(argv, t.io)).toBe(2);
    expect(t.err.join('\n') + t.out.join('\n')).toContain(message);
  });

  it('exits 2 when no secret key is available', async () => {
    const t = io('');
    expect(await runCli(['gen', '--app-id', '1', '--user', 'a'], t.io)).toBe(2);
    expect(t.err[0]).toContain('no secret key');
  });
});
