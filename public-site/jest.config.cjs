const base = require('../jest.config.base.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  displayName: 'public-site',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  transform: {
    ...base.transform,
    // swiper ships only ES modules: transpile them to CommonJS for jest (no type checking).
    '^.+\\.m?js$': [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', target: 'ES2022' }, diagnostics: false },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!swiper/)'],
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    // swiper's stylesheets are imported by package subpath (swiper/css/pagination), no extension.
    '^swiper/css(/.*)?$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|avif|gif|ico|woff2)$': '<rootDir>/src/testing/file-stub.cjs',
  },
};
