// Jest environment for the API suite: Node's, plus PGlite loaded OUTSIDE Jest's module sandbox.
//
// PGlite's CommonJS build loads its WebAssembly and file-system bundle with dynamic import(),
// which Node refuses inside Jest's vm sandbox unless the whole run uses --experimental-vm-modules
// (electric-sql/pglite#224). This file runs in Node's own context, so its `require` is the real
// one: tests get the real PGlite module through pglite-outside-vm.cjs (see jest.config.cjs).
// Consequence to keep in mind: PGlite's objects come from the outer realm, so values handed to
// it must not depend on `instanceof` (the app passes no Date parameters; it uses now()).
// jest-environment-node ships with jest (a root devDependency) and is resolved the same way.
const { TestEnvironment } = require('jest-environment-node');

class PGliteEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.defineProperty(this.global, '__pgliteOutsideVm', {
      get: () => require('@electric-sql/pglite'),
      configurable: true,
    });
  }
}

module.exports = PGliteEnvironment;
