const base = require('../jest.config.base.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  displayName: 'admin-console',
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
  // Full antd pages under jsdom (form validation, lazy routes) take seconds on a busy CI machine.
  testTimeout: 20000,
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(svg|png|jpe?g|webp|avif|gif|ico)$': '<rootDir>/src/testing/file-stub.cjs',
  },
};
