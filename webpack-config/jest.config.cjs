const base = require('../jest.config.base.cjs');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  displayName: 'webpack-config',
  // Plain CommonJS: the configuration files are what webpack itself loads, untranspiled.
  transform: {},
  testMatch: ['<rootDir>/__tests__/**/*.test.cjs'],
};
