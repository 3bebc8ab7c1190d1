import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const packageDir = join(__dirname, '..');
export const repoRoot = join(packageDir, '..', '..');
export const dist = join(packageDir, 'dist');
export const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

/** These tests check the built package; `npm test` builds it first. */
export function requireBuild(): void {
  if (!existsSync(join(dist, 'index.js'))) throw new Error('packages/usersig/dist is missing: run `npm run build` first');
}
