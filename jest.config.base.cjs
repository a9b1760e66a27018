// Shared Jest settings: every package spreads this into its own jest.config.cjs.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: '<rootDir>/tsconfig.json', diagnostics: { warnOnly: false } },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
  reporters: ['default', '<rootDir>/../scripts/jest-summary-reporter.cjs'],
  clearMocks: true,
  restoreMocks: true,
};
