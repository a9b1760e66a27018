// Texts of the not-found page (SPEC §2 Not-found page): locales/en.json (SPEC's verbatim),
// translated beside it.
import { defineTexts } from '../../lib/i18n';
import en from './locales/en.json';

export const notFoundTexts = defineTexts('not-found', en);
