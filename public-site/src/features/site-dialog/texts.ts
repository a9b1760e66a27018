// Texts of the shared dialog and its booking form (SPEC §2 Shared dialog, §3 Booking request, §5,
// §8): locales/en.json (SPEC's verbatim), translated beside it; the words of shared-ui the form
// shows (hotel categories, genders, the children's label) are lib/shared-texts'. The store keeps
// SPEC's English title and description (store-texts.ts): the dialog shows them in the page's
// language (dialogHeading). The dialog's loading and failure frame has its own few (frame/).
import { defineTexts, type Translate } from '../../lib/i18n';
import en from './locales/en.json';
import { BOOKING_DESCRIPTION, BOOKING_TITLE, CONTACT_TEXT, CONTACT_TITLE } from './store-texts';

export { BOOKING_FAILED } from './store-texts';

export const siteDialogTexts = defineTexts('site-dialog', en);

type Key = keyof typeof en;

/** The store's English title or description (SPEC's) in the page's language; any other as it is. */
export function dialogHeading(t: Translate<Key>, text: string): string {
  if (text === BOOKING_TITLE) return t('bookingTitle');
  if (text === CONTACT_TITLE) return t('contactTitle');
  if (text === BOOKING_DESCRIPTION || text === CONTACT_TEXT) return t('bookingDescription');
  return text;
}

/** 'Traveller 1 (you)', 'Traveller 2', ... */
export const travellerLegend = (t: Translate<Key>, index: number) =>
  index === 0 ? t('travellerYou') : t('traveller', { number: index + 1 });
