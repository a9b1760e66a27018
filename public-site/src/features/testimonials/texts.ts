// Texts of the testimonials section (SPEC §2 Home, §4, §8): locales/en.json (SPEC's verbatim),
// translated beside it. The fetch's fallback message is the store's error value (SPEC §8).
import { defineTexts } from '../../lib/i18n';
import en from './locales/en.json';

export const testimonialsTexts = defineTexts('testimonials', en);
export const TESTIMONIALS_FETCH_FAILED = 'Failed to fetch testimonials.';
