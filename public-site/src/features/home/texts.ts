// Texts of the Home page (SPEC §2 Home): locales/en.json (SPEC's verbatim), translated beside it.
import { defineTexts } from '../../lib/i18n';
import en from './locales/en.json';

export const homeTexts = defineTexts('home', en);
