// Entry point @tours/shared-ui/domain: entity types, field rules, business constants and the runtime
// config. No zod here: the host and every public page import this entry, the schemas live in
// @tours/shared-ui/schemas; nor what only the servers or the admin use (`http`, `csv`).
export * from './constants';
export * from './rules';
export * from './types';
export * from './runtime-config';
export * from './remote-manifest';
export * from './media';
export * from './trips';
/** Today in Asia/Kolkata, for the trip finder's months (the booking-office entry is not shared). */
export { todayInIst } from './booking-office/calendar';
// The server's text of a failed call: here as well as in `api` so that the public site's pages,
// which load the API client only on their first call, read it without loading axios.
export { isApiError, serverMessage } from '../api/server-message';
export * from './locales';
export * from './backups';
export * from './translations/content';
