import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

/** A package's dependencies stay imports in its npm builds (tsup only reads the root package.json). */
function dependenciesOf(dir: string): RegExp[] {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  return names.map((name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/.*)?$`));
}

// The library builds of every package, run by `npm run build` at the root.
const usersig = 'packages/usersig';

const usersigBuilds: Options[] = [
  {
    name: 'usersig',
    entry: { index: `${usersig}/src/index.ts`, node: `${usersig}/src/node.ts` },
    outDir: `${usersig}/dist`,
    tsconfig: `${usersig}/tsconfig.json`,
    format: ['esm', 'cjs'],
    platform: 'node',
    target: 'es2022',
    external: dependenciesOf(usersig),
    dts: true,
    sourcemap: true,
    treeshake: true,
  },
  {
    name: 'usersig-cli',
    entry: { cli: `${usersig}/src/cli.ts` },
    outDir: `${usersig}/dist`,
    tsconfig: `${usersig}/tsconfig.json`,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
  },
  {
    name: 'usersig-iife',
    entry: { index: `${usersig}/src/index.ts` },
    outDir: `${usersig}/dist`,
    tsconfig: `${usersig}/tsconfig.json`,
    format: ['iife'],
    globalName: 'EmploymentUserSig',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    noExternal: [/.*/],
    outExtension: () => ({ js: '.global.js' }),
  },
];

const server = 'packages/server';

const serverBuilds: Options[] = [
  {
    name: 'server',
    entry: { main: `${server}/src/main.ts` },
    outDir: `${server}/dist`,
    tsconfig: `${server}/tsconfig.json`,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    external: dependenciesOf(server),
    sourcemap: true,
  },
];

const widget = 'packages/chat-widget';

const widgetBuilds: Options[] = [
  {
    name: 'chat-widget-engine',
    entry: { engine: `${widget}/src/engine/index.ts` },
    outDir: `${widget}/dist`,
    tsconfig: `${widget}/tsconfig.json`,
    format: ['esm', 'cjs'],
    platform: 'neutral',
    target: 'es2022',
    external: dependenciesOf(widget),
    dts: true,
    sourcemap: true,
  },
];

export default defineConfig([...usersigBuilds, ...widgetBuilds, ...serverBuilds]);
