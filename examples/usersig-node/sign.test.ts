import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const script = join(__dirname, 'sign.mjs');

describe('examples/usersig-node', () => {
  it('signs, decodes and verifies with the demo key', () => {
    const r = spawnSync(process.execPath, [script, 'alice'], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('UserSig for alice in app 1400000000 (demo key)');
    expect(r.stdout).toContain('verified: yes');
    expect(r.stdout).not.toContain('demo-secret-key-not-for-production');
  });

  it('uses the app and key from the environment', () => {
    const r = spawnSync(process.execPath, [script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, USERSIG_SDKAPPID: '1400000123', USERSIG_SECRET_KEY: 'k' },
    });
    expect(r.stdout).toContain('UserSig for recruiter_demo in app 1400000123:');
    expect(r.stdout).toContain('verified: yes');
  });
});
