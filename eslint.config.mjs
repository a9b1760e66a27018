// ESLint for every package: TypeScript rules, React hooks, the import direction of STYLE.md
// (app -> features -> shared; no feature reaching into another; no cycles) and kebab-case file and
// folder names, as bulletproof-react enforces them (`import/no-restricted-paths`, `check-file`).
import { existsSync, readdirSync } from 'node:fs';

import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The feature folders of a front-end package (src/features/<feature>). */
function featuresOf(pkg) {
  const dir = new URL(`./${pkg}/src/features`, import.meta.url);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

const featureBoundaries = (pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          // A feature never imports another feature: what two features share lives in
          // src/components or src/lib, and the app composes features (routes, layout).
          ...featuresOf(pkg).map((feature) => ({
            target: `./${pkg}/src/features/${feature}`,
            from: `./${pkg}/src/features`,
            except: [`./${feature}`],
            message:
              'A feature imports no other feature: share through src/components or src/lib, or compose in src/app.',
          })),
          // Shared code inside a package never reaches up into features or the app.
          {
            target: `./${pkg}/src/components`,
            from: [`./${pkg}/src/features`, `./${pkg}/src/app`],
          },
          { target: `./${pkg}/src/lib`, from: [`./${pkg}/src/features`, `./${pkg}/src/app`] },
          { target: `./${pkg}/src/features`, from: `./${pkg}/src/app` },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.runtime/**',
      '**/.data/**',
      '**/coverage/**',
      '**/@mf-types/**',
      'api-server/media/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs'] }),
      ],
    },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // One router for host and remotes, tree-shaken: the shared facade (shared-ui/README.md).
    files: ['host-shell/src/**', 'public-site/src/**', 'admin-console/src/**'],
    ignores: ['**/__tests__/**', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Import the router from @tours/shared-ui/router (the shared singleton).',
          })),
          patterns: [
            {
              group: ['react-router/*', 'react-router-dom/*'],
              message: 'Import the router from @tours/shared-ui/router (the shared singleton).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/webpack.config.js', '**/federation.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/testing/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Stylesheets and images are not JavaScript: the plugin's processor lets ESLint check their
    // names without parsing them.
    files: ['**/*.{css,svg}'],
    processor: 'check-file/eslint-processor-check-file',
  },
  {
    // Kebab-case names (STYLE.md): `booking-form.tsx`, `site-dialog/`. Middle extensions such as
    // `.test`, `.e2e`, `.d` are not part of the name; `__tests__` folders keep Jest's name.
    files: ['**/*.{ts,tsx,js,cjs,mjs,css,svg}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,cjs,mjs,css,svg}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '*/**/!(__tests__)/': 'KEBAB_CASE' }],
    },
  },
  ...['public-site', 'admin-console', 'host-shell', 'shared-ui'].map(featureBoundaries),
);
