// Texts of the trip finder's fields (Home's 'Find your trip' and /places' filters, issue 26):
// locales/en.json, translated beside it. A catalogue of their own, apart from the destination
// pages', so that Home downloads only these few (its JavaScript budget, docs/performance.md).
import { defineTexts } from '../../../lib/i18n';
import en from './locales/en.json';

export const tripFinderTexts = defineTexts('destinations/trip-finder', en);
