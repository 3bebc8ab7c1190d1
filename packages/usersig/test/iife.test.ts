/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { genUserSig } from '../src/index';
import { dist, requireBuild } from './paths';

beforeAll(requireBuild);

describe('script-tag build', () => {
  it('defines window.EmploymentUserSig with the same output as the module build', () => {
    const script = document.createElement('script');
    script.textContent = readFileSync(join(dist, 'index.global.js'), 'utf8');
    document.head.appendChild(script);
    const global = (window as unknown as { EmploymentUserSig: typeof import('../src/index') }).EmploymentUserSig;
    expect(typeof global.genUserSig).toBe('function');
    const options = { sdkAppID: 1400000000, secretKey: 'secret', userID: 'alice', expire: 60, now: 1763768000 };
    expect(global.genUserSig(options)).toBe(genUserSig(options));
    expect(global.verifyUserSig(global.genUserSig(options), { sdkAppID: 1400000000, secretKey: 'secret', now: 1763768001 }).ok).toBe(true);
    expect(new global.UserSigBuilder(1400000000, 'secret', 60).genTestUserSig('alice')).toMatch(/^[A-Za-z0-9*\-_]+$/);
  });
});
