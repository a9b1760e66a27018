const base = require('../jest.config.base.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  displayName: 'api-server',
  // Node, with PGlite loaded outside Jest's sandbox (why: jest/pglite-environment.cjs).
  testEnvironment: '<rootDir>/jest/pglite-environment.cjs',
  moduleNameMapper: {
    '^@electric-sql/pglite$': '<rootDir>/jest/pglite-outside-vm.cjs',
  },
  transform: {
    ...base.transform,
    // app.inject() loads light-my-request, whose `cookie` ships only ES modules: transpile them to
    // CommonJS for jest (Node runs them natively outside jest).
    '^.+\\.m?js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' }, diagnostics: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(light-my-request/node_modules/)?cookie/)'],
  // Each test file boots a real PGlite (WebAssembly Postgres, 2-6 s on a small machine).
  testTimeout: 60_000,
};
