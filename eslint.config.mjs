// One ESLint flat config for every workspace. Beyond typescript-eslint's recommended rules it enforces
// the folder rules of the house style with import zones (as bulletproof-react does):
// - a feature never imports another feature of its app, and features never import the app layer;
// - an app's shared folders (components, lib, layout, federation…) import neither a feature nor the app layer;
// - a remote never imports another remote, nor the shell except what it shares (`shell/ui`, `shell/router`),
//   and takes the router from the shell, never from its own copy of react-router;
// - `shared` imports no app; nothing but the shared API client imports axios.
// Then what style can't hold: the rules of hooks and their dependencies, JSX accessibility (beside the
// browser's axe sweep), no import cycles, promises neither left floating nor passed where nothing awaits
// them (type-aware, on all TypeScript), and Testing Library's and jest-dom's rules on the front-end tests.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jestDom from 'eslint-plugin-jest-dom';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const remotes = ['mf-catalog', 'mf-articles', 'mf-admin', 'mf-clients'];
const frontEnds = ['shell', ...remotes];

// The front-ends' component tests and the helpers that render for them.
const frontEndTests = [
  '{shell,mf-catalog,mf-articles,mf-admin,mf-clients,shared}/src/**/*.test.{ts,tsx}',
  '{shell,mf-catalog,mf-articles,mf-admin,mf-clients}/src/test/**/*.{ts,tsx}',
  'shared/src/testing/**/*.{ts,tsx}',
  'shell/src/features/legal/legal-test-utils.ts',
  'mf-articles/src/features/articles/test-router.tsx',
];

const foldersIn = (folder) => {
  try {
    return readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

const featureZones = frontEnds.flatMap((app) => {
  const features = `./${app}/src/features`;
  return [
    ...foldersIn(features).map((feature) => ({
      target: `${features}/${feature}`,
      from: features,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: compose them in src/app (or pass what is needed as props).',
    })),
    { target: features, from: `./${app}/src/app`, message: 'Code flows one way, shared → features → app: a feature never imports the app layer.' },
  ];
});

// The shared folders of an app (components, lib, layout, federation…) sit under its features: they import
// neither a feature nor the app layer. Entries (src/expose, src/server) and test helpers compose like src/app.
const composingFolders = ['features', 'app', 'expose', 'server', 'test'];
const sharedFolderZones = frontEnds.flatMap((app) =>
  foldersIn(`${app}/src`)
    .filter((folder) => !composingFolders.includes(folder))
    .map((folder) => ({
      target: `./${app}/src/${folder}`,
      from: [`./${app}/src/features`, `./${app}/src/app`],
      message: 'Shared folders never import a feature or the app layer: compose them in src/app, or pass what is needed as props.',
    })),
);

const remoteZones = remotes.map((remote) => ({
  target: `./${remote}/src`,
  from: [...frontEnds.filter((other) => other !== remote).map((other) => `./${other}`)],
  except: ['./src/expose/ui.ts', './src/expose/router.ts'],
  message: 'A remote never imports another remote, and takes from the shell only what it shares (shell/ui, shell/router).',
}));

const sharedZone = {
  target: './shared/src',
  from: [...frontEnds, 'api', 'e2e'].map((app) => `./${app}`),
  message: 'shared is imported by the apps, never the other way round.',
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', '**/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
      },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...sharedFolderZones, ...remoteZones, sharedZone] }],
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'Only the shared API client (@site/shared/api-client) talks to axios.' }] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // TypeScript checks these better than ESLint can (and knows the DOM and Node globals).
      'no-undef': 'off',
    },
  },
  {
    // Type-aware rules on TypeScript only: each file is typed by the nearest tsconfig.json (every workspace,
    // scripts/ and bench/web/ have one, so no default project is needed); plain JS configs stay untyped.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's `test`/`describe` return promises the runner itself awaits (the e2e suites).
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'suite', 'it', 'test'] }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['{shell,mf-catalog,mf-articles,mf-admin,mf-clients,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.configs.recommended,
    rules: {
      ...jsxA11y.configs.recommended.rules,
      // A scrolling table is a labelled region that keyboard users must be able to focus to scroll (axe: scrollable-region-focusable).
      'jsx-a11y-x/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: [] }],
    },
  },
  {
    files: frontEndTests,
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Some tests read markup that has no role by design: head tags, <picture> sources, server-rendered HTML.
      'testing-library/no-node-access': 'off',
    },
  },
  {
    files: frontEndTests,
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: remotes.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/test-*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'axios', message: 'Only the shared API client (@site/shared/api-client) talks to axios.' },
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message: "A remote uses the router the shell runs: import it from 'shell/router'.",
            })),
          ],
        },
      ],
    },
  },
  {
    // The one place that may import axios.
    files: ['shared/src/api-client.ts', 'shared/src/testing/fake-api.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Node scripts and configs in CommonJS.
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
