/**
 * @jest-environment node
 */
// Size budgets of issue 6 (gzip): the stub ≤ 2 KB; the ESM widget (up front and in all) and the script tag
// with React (up front and in all) under ceilings against growth (goals 100 KB and 160 KB, met since issue 20).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BUDGETS, CEILINGS, upFrontOutputs, WIDGET_DIR, widgetSizes } from '@employment-cloud/test-support/build/widget-size';

describe('bundle sizes', () => {
  beforeAll(() => {
    if (!existsSync(join(WIDGET_DIR, 'dist/embed/employment-chat.js'))) throw new Error('packages/chat-widget is not built: run `npm run build` first');
  });

  it('stay within their gzip budgets', async () => {
    const sizes = await widgetSizes();
    expect(sizes.esm).toBeLessThanOrEqual(CEILINGS.esm); // goal: BUDGETS.esm (see widget-size.ts)
    expect(sizes.esmTotal).toBeLessThanOrEqual(CEILINGS.esmTotal);
    expect(sizes.stub).toBeLessThanOrEqual(BUDGETS.stub);
    expect(sizes.scriptTag).toBeLessThanOrEqual(CEILINGS.scriptTag); // goal: BUDGETS.scriptTag (see widget-size.ts)
    expect(sizes.scriptTagTotal).toBeLessThanOrEqual(CEILINGS.scriptTagTotal);
    // The lazy panels are lazy for the script tag too: its first download is far below the whole.
    expect(sizes.scriptTagTotal - sizes.scriptTag).toBeGreaterThan(40 * 1024);
  }, 60_000);

  it('keeps the Tencent SDK out of the consumer bundle, and the engine, sanitiser, menus and panels out of its first download', async () => {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [join(WIDGET_DIR, 'dist/index.js')],
      bundle: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      external: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tencentcloud/chat', 'tim-upload-plugin'],
    });
    const imports = Object.values(result.metafile.outputs).flatMap((output) => output.imports);
    expect(imports.filter((entry) => entry.path === '@tencentcloud/chat').map((entry) => entry.kind)).toEqual(['dynamic-import']);
    const lazy = await build({
      entryPoints: [join(WIDGET_DIR, 'dist/index.js')],
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: join(WIDGET_DIR, '.size-out'),
      write: false,
      metafile: true,
      logLevel: 'silent',
      external: ['react', 'react-dom', 'react/*', 'react-dom/*', '@tencentcloud/chat', 'tim-upload-plugin'],
    });
    const outputs = lazy.metafile.outputs;
    // The first download; every other chunk is lazy.
    const initial = upFrontOutputs(lazy.metafile, 'dist/index.js');
    const inputsOf = (paths: string[]) => paths.flatMap((path) => Object.keys(outputs[path]!.inputs)).join('\n');
    const upFront = inputsOf([...initial]);
    const lazyInputs = inputsOf(Object.keys(outputs).filter((path) => path.endsWith('.js') && !initial.has(path)));
    expect(upFront).toMatch(/i18next/); // the bundle is what it claims to be
    const onDemand = [
      'dompurify',
      'create-local-chat',
      'react-dropdown-menu',
      '@floating-ui',
      'react-datepicker',
      'date-fns',
      'react-accordion',
      'react-alert-dialog',
      '@radix-ui/react-dialog', // the modal's and every dialog's: none is open at first
      'react-remove-scroll',
      // The npm build's lazy chunks (named after the modules they are loaded by):
      'dist/lazy-panels', // contacts, groups, previewer, forward, group applications, call picker
      'dist/search-session',
      'dist/date-calendar',
      'dist/read-panel',
      'dist/toast-stack',
      'dist/anchored-menu',
      'dist/chat-window', // the message list, composer and toolbar: the shell's first render shows none
      'dist/chat-modal-dialog',
      'react-virtuoso', // the conversation list shows its first rows plainly until it is in
      'dist/virtual-conversation-list',
    ];
    for (const name of onDemand) expect([name, upFront.includes(name), lazyInputs.includes(name)]).toEqual([name, false, true]);
    // The composer's and the message list's texts are lazy areas (i18n/lazy/*, issue 21): a key of
    // each catalogue, as its object literal writes it, is in a lazy chunk only.
    const initialFiles = new Set([...initial].map((path) => resolve(path)));
    const upFrontText = lazy.outputFiles.map((file) => (initialFiles.has(file.path) ? file.text : '')).join('\n');
    const lazyText = lazy.outputFiles.map((file) => (initialFiles.has(file.path) ? '' : file.text)).join('\n');
    expect(upFrontText).toMatch(/networkError:/); // the bundled zh-CN catalogue (common) is up front
    for (const key of ['emojiPack3:', 'interviewAnswerFailed:']) expect([key, upFrontText.includes(key), lazyText.includes(key)]).toEqual([key, false, true]);
  });
});
