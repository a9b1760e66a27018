// ESLint for every package: TypeScript rules, React hooks, and the import direction of STYLE.md
// (app -> features -> shared; no cycles).
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featureBoundaries = (pkg) => ({
  files: [`${pkg}/src/**/*.{ts,tsx}`],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
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
  ...['public-site', 'admin-console', 'host-shell', 'shared-ui'].map(featureBoundaries),
);
