// One ESLint flat config for every workspace. Beyond typescript-eslint's recommended rules it enforces
// the folder rules of the house style with import zones (as bulletproof-react does):
// - a feature never imports another feature of its app, and features never import the app layer;
// - a remote never imports another remote, nor the shell except what it shares (`shell/ui`, `shell/router`),
//   and takes the router from the shell, never from its own copy of react-router;
// - `shared` imports no app; nothing but the shared API client imports axios.
// Then what style can't hold: the rules of hooks and their dependencies, JSX accessibility (beside the
// browser's axe sweep), and no import cycles.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const remotes = ['mf-catalog', 'mf-articles', 'mf-admin', 'mf-clients'];
const frontEnds = ['shell', ...remotes];

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
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...remoteZones, sharedZone] }],
      'no-restricted-imports': ['error', { paths: [{ name: 'axios', message: 'Only the shared API client (@site/shared/api-client) talks to axios.' }] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // TypeScript checks these better than ESLint can (and knows the DOM and Node globals).
      'no-undef': 'off',
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
