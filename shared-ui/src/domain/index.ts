// Entry point @tours/shared-ui/domain: entity types, validation rules and business constants.
export * from './constants';
export * from './rules';
export * from './types';
export * from './schemas';
export * from './runtime-config';
