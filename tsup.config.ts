import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { writeEmojiAssets } from './packages/chat-widget/build/emoji-assets';

/** A package's dependencies stay imports in its npm builds (tsup only reads the root package.json). */
function dependenciesOf(dir: string): RegExp[] {
  const pkg = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8')) as { dependencies?: Record<string, string>; peerDependencies?: Record<string, string> };
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
    // The tsconfigs are composite projects for `tsc -b`; a declaration build of the entries alone is
    // not. noCheck: declarations are emitted without type-checking the program again (`npm run
    // lint:types` checks it; the same declarations, 30 % less build time).
    dts: { compilerOptions: { composite: false, noCheck: true } },
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
    // server-host: the test suites' server host (src/server-host.ts), beside the server it runs.
    entry: { main: `${server}/src/main.ts`, 'server-host': `${server}/src/server-host.ts` },
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

/** The script tag's module graph: the Tencent SDK and its upload plugin come from the page. */
const embedPlugin: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'chat-widget-embed',
  setup(build) {
    build.onResolve({ filter: /^@tencentcloud\/chat$/ }, () => ({ path: resolve(`${widget}/src/embed/tencent-global.ts`) }));
    build.onResolve({ filter: /^tim-upload-plugin$/ }, () => ({ path: 'TIMUploadPlugin', namespace: 'ec-global' }));
    build.onLoad({ filter: /.*/, namespace: 'ec-global' }, () => ({ contents: 'export default globalThis.TIMUploadPlugin;', loader: 'js' }));
  },
};

const widgetBuilds: Options[] = [
  {
    name: 'chat-widget',
    entry: { index: `${widget}/src/index.ts`, engine: `${widget}/src/engine/index.ts` },
    outDir: `${widget}/dist`,
    tsconfig: `${widget}/tsconfig.json`,
    format: ['esm', 'cjs'],
    platform: 'neutral',
    target: 'es2022',
    external: dependenciesOf(widget),
    // The wire protocol and REST contract packages are bundled (dev dependencies): their types are
    // inlined too. tsup 8's declaration build (TypeScript 6: rootDir defaults to the tsconfig's
    // folder) must see their sources by their real path, under one root with the widget's.
    dts: {
      resolve: [/^@employment-cloud\/(chat-protocol|api-contract)$/, /^\.\.?\//],
      compilerOptions: {
        composite: false,
        noCheck: true,
        rootDir: resolve('packages'),
        paths: {
          '@employment-cloud/chat-protocol': [resolve('packages/chat-protocol/src/index.ts')],
          '@employment-cloud/api-contract': [resolve('packages/api-contract/src/index.ts')],
        },
      },
    },
    sourcemap: true,
  },
  // The script tag: employment-chat.js is a tiny classic loader that adds module/employment-chat.js,
  // an ES module graph with React bundled and code-split, so lazy panels stay lazy for portals too.
  {
    name: 'chat-widget-embed',
    entry: { 'employment-chat': `${widget}/src/embed/employment-chat.ts` },
    outDir: `${widget}/dist/embed/module`,
    tsconfig: `${widget}/tsconfig.json`,
    format: ['esm'],
    splitting: true,
    platform: 'browser',
    target: 'es2020',
    minify: true,
    noExternal: [/.*/],
    define: { 'process.env.NODE_ENV': '"production"' },
    esbuildPlugins: [embedPlugin],
    outExtension: () => ({ js: '.js' }),
  },
  {
    name: 'chat-widget-loader',
    entry: { 'employment-chat': `${widget}/src/embed/loader.js` },
    outDir: `${widget}/dist/embed`,
    format: ['iife'],
    platform: 'browser',
    target: 'es5',
    minify: true,
    outExtension: () => ({ js: '.js' }),
    // The emoji and sticker pictures beside the loader (dist/embed/assets): files, not bundle bytes.
    onSuccess: async () => void writeEmojiAssets(`${widget}/dist/embed`),
  },
  {
    name: 'chat-widget-stub',
    entry: { stub: `${widget}/src/embed/stub.js` },
    outDir: `${widget}/dist/embed`,
    format: ['iife'],
    platform: 'browser',
    target: 'es5',
    minify: true,
    outExtension: () => ({ js: '.js' }),
  },
];

// TSUP_ONLY=server (a build's name) rebuilds that one alone: the server's dist while working on it.
const only = process.env.TSUP_ONLY;
export default defineConfig([...usersigBuilds, ...widgetBuilds, ...serverBuilds].filter((build) => !only || build.name === only));
