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
    // ES-module-only dependencies, transpiled to CommonJS for jest (Node >= 20.19 requires them
    // natively outside jest): `cookie` of light-my-request (app.inject()), `content-disposition`
    // of the @fastify/static that @fastify/swagger-ui ships for the docs' assets, and the
    // reference parser (with its js-yaml) of @apidevtools/swagger-parser (the OpenAPI test).
    '^.+\\.m?js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' }, diagnostics: false },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(light-my-request/node_modules/)?cookie/|(@fastify/swagger-ui/node_modules/)?content-disposition/|(@apidevtools/swagger-parser/node_modules/)?(@apidevtools/json-schema-ref-parser|js-yaml)/)',
  ],
  // Each test file boots a real PGlite (WebAssembly Postgres, 2-6 s on a small machine).
  testTimeout: 60_000,
};
