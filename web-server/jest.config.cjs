const base = require('../jest.config.base.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  displayName: 'web-server',
  // Plain ES modules, run as they are (node --experimental-vm-modules): nothing to transform.
  transform: {},
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.mjs'],
};
