// Entry point @tours/shared-ui/domain: entity types, field rules, business constants and the runtime
// config. No zod here: the host and every public page import this entry, the schemas live in
// @tours/shared-ui/schemas.
export * from './constants';
export * from './rules';
export * from './types';
export * from './runtime-config';
export * from './remote-manifest';
export * from './media';
export * from './http-cache';
