// shared-ui's words that several public features show (issue 29): the hotel categories and the
// travellers' genders (values the API takes in English, shown in the page's language) and SPEC's
// children label; and the words of the site's own components that several pages show (the map's
// button, components/map-embed.tsx). locales/en.json holds shared-ui's English verbatim (the
// catalogue test checks it against HOTEL_CATEGORIES, TRAVELLER_GENDERS and CHILDREN_AGE_LABEL);
// the values sent stay English.
import { defineTexts, type Translate } from '../i18n';
import en from './locales/en.json';

export const sharedTexts = defineTexts('shared', en);

type Key = keyof typeof en;

/** A hotel category or a gender as the page's language writes it; an unknown value as it is. */
export const sharedWord = (t: Translate<Key>, value: string): string =>
  value in en ? t(value as Key) : value;
