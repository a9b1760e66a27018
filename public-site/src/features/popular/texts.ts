// Texts of the Popular Destinations section (SPEC §2 Home, §4, §8): locales/en.json (SPEC's
// verbatim), translated beside it. The fetch's fallback message is the store's error value (SPEC
// §8), kept in English as the API's own messages are.
import { defineTexts } from '../../lib/i18n';
import en from './locales/en.json';

export const popularTexts = defineTexts('popular', en);
export const POPULAR_FETCH_FAILED = 'Failed to fetch data.';
