// ESLint for the whole repository (`npm run lint:eslint`): every TypeScript file is linted with type
// information from its tsconfig project (the same projects `tsc -b` builds); plain JavaScript gets
// the rules that need no types. Formatting is not linted here: no rule in this file is stylistic.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'];
const JS = ['**/*.js', '**/*.mjs', '**/*.cjs'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-d.ts', '**/test/**', 'tests/**', 'packages/test-support/**'];

const WIDGET_SRC = 'packages/chat-widget/src';

export default defineConfig(
  globalIgnores([
    // Build output, caches and run-time data (see .gitignore).
    '**/dist/',
    '**/coverage/',
    '**/.data/',
    '**/data/',
    '**/.tsbuild/',
    '**/test-results/',
    '**/playwright-report/',
    'packages/chat-widget/.size-out/',
  ]),

  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  {
    files: [...TS, ...JS],
    extends: [js.configs.recommended],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // import-x reads the modules an import reaches (for no-cycle) with these.
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'] })],
    },
    rules: {
      // Cycles between modules (type-only imports do not count): module order must not matter.
      // A dynamic import() (lazy routes and panels) loads after both modules have run: no cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },

  // TypeScript: the type-aware recommended rules, each file in its own tsconfig project.
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Build scripts outside every project (tsup bundles them, no tsc run checks them).
          allowDefaultProject: ['tsup.config.ts', 'packages/chat-widget/build/*.ts', 'scripts/*.d.mts', 'scripts/cluster/*.d.mts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },

  // React hooks: the two classic rules, both errors.
  {
    files: ['packages/chat-widget/**/*.{ts,tsx}', 'packages/console/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // Rules of the type-aware set that do not fit this code, repository-wide:
  {
    files: TS,
    rules: {
      // Async functions without await are deliberate: they satisfy Promise-returning interfaces
      // (engine methods, fakes, Fastify handlers) and turn a throw into a rejection.
      '@typescript-eslint/require-await': 'off',
      // Props and options declare callbacks in method shorthand (`onClose(): void`) and Kysely's
      // expression builder is destructured as Kysely documents; nothing here depends on `this`
      // (the engine's methods are even tested detached).
      '@typescript-eslint/unbound-method': 'off',
      // `any` is written out only where a type cannot say more (Kysely<any> in migrations, which
      // run against every past schema; ComponentType<any> for React.lazy; structural WebSocket
      // types shared by the DOM and ws); the no-unsafe-* rules still catch any value that leaks.
      '@typescript-eslint/no-explicit-any': 'off',
      // String(x) of an unknown wire, JSON or FormData value is the intended defensive conversion.
      '@typescript-eslint/no-base-to-string': 'off',
      // React event props take async handlers (react-hook-form's handleSubmit, async submit and
      // click handlers); React ignores what they return, and each handles its own failure.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // React Router's navigate() may return a promise that nothing needs to wait for.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Passing on a caught `unknown` is not inventing a non-Error reason.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
    },
  },
  {
    files: [...TS, ...JS],
    rules: {
      // The text sanitisers (uploads, PDF text, stored text, the composer) match control
      // characters on purpose.
      'no-control-regex': 'off',
      // A `let` read by a closure before its one assignment (an actor's own progress callback).
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },

  // Tests and test helpers: fakes, mocks and parsed JSON responses are untyped by nature, and
  // asserting on them field by field would gain nothing from hundreds of casts.
  {
    files: TESTS,
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // `getByRole(…) as HTMLInputElement` reads better in a test than a type argument.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      // The fakes throw what the real SDK and server throw: plain objects with a code.
      '@typescript-eslint/only-throw-error': 'off',
      // Jest fixtures named use… (useLiveConsole) run at a describe's top level; they are not
      // React hooks, and a misused real hook fails its test at run time anyway.
      'react-hooks/rules-of-hooks': 'off',
    },
  },

  // Plain JavaScript (browser scripts, Node scripts and configs): no type information.
  {
    files: JS,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['examples/candidate-portal/public/**/*.js', `${WIDGET_SRC}/embed/*.js`, 'packages/chat-widget/test/dom/*.cjs'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },

  // Layer boundaries.
  {
    // The console uses the widget as any host would: by its package entry, never its files.
    files: ['packages/console/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'packages/console',
              from: 'packages/chat-widget/src',
              message: "The console imports the chat widget by its entry, '@employment-cloud/chat-widget'.",
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@employment-cloud/chat-widget/',
              message: "The console imports the chat widget by its entry, '@employment-cloud/chat-widget'.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server speaks the wire protocol and REST contract packages; the widget's and the console's code are not its.
    files: ['packages/server/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'packages/server',
              from: ['packages/chat-widget', 'packages/console'],
              message: "The server shares only '@employment-cloud/chat-protocol' and '@employment-cloud/api-contract' with the apps.",
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@employment-cloud/(chat-widget|console)(/|$)',
              message: "The server shares only '@employment-cloud/chat-protocol' and '@employment-cloud/api-contract' with the apps.",
            },
          ],
        },
      ],
    },
  },
  {
    // Views, machines and the rest of the widget see the engine-neutral surface (engine/index.ts):
    // only the engine itself and the engine chooser know the local engine. test/layers.test.ts
    // checks this and the folder ranks too.
    files: [`${WIDGET_SRC}/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: WIDGET_SRC,
              from: `${WIDGET_SRC}/engine/local`,
              message: 'Only the engine chooser (provider/choose-engine.ts) imports engine/local.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${WIDGET_SRC}/engine/**`, `${WIDGET_SRC}/provider/choose-engine.ts`],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
);
