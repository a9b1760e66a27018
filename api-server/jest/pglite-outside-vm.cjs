// Stands in for '@electric-sql/pglite' under Jest: the module as loaded by pglite-environment.cjs.
module.exports = globalThis.__pgliteOutsideVm;
