// Stands in for @module-federation/error-codes/dist/desc.mjs in the browser bundles (see README.md
// here): the federation runtime's errors keep their code (#RUNTIME-004 ...) and the link to the
// page that explains it, as React's production errors do, without every visitor downloading the
// English description of each code.
export const runtimeDescMap = {};
export const typeDescMap = {};
export const buildDescMap = {};
export const errorDescMap = {};
