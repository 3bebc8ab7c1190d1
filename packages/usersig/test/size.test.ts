import { browserBundle } from '@employment-cloud/test-support/build/browser-bundle';
import { repoRoot, requireBuild } from './paths';

beforeAll(requireBuild);

describe('browser bundle size', () => {
  it('an app importing only genUserSig stays within 12 KB gzip', async () => {
    const { gzip, inputs } = await browserBundle(
      "import { genUserSig } from '@employment-cloud/usersig'; window.sig = genUserSig({ sdkAppID: 1, secretKey: 'k', userID: 'u' });",
      repoRoot,
    );
    expect(inputs.some((path) => path.includes('packages/usersig/dist/index.js'))).toBe(true);
    expect(inputs.some((path) => path.includes('node.js'))).toBe(false);
    expect(gzip).toBeLessThanOrEqual(12 * 1024);
  });

  it('the browser build never reaches for Node built-ins', async () => {
    const { inputs } = await browserBundle("import * as all from '@employment-cloud/usersig'; window.all = all;", repoRoot);
    expect(inputs.filter((path) => path.startsWith('node:'))).toEqual([]);
  });
});
