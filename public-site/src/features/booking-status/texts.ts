// Texts of the traveller's booking page (/booking-status, issue 13 "What the traveller gets";
// docs/booking-office.md: the fields 'Booking reference' and 'Phone Number'): locales/en.json,
// translated beside it. shared-ui's words the page shows (BOOKING_STAGE_LABELS, INSTALMENT_LABELS,
// the GST documents' titles, the online payment's messages and payOnlineText) have their English
// here verbatim (src/locales/__tests__/shared-words.test.ts checks them) for their translations.
// The API's 404 message shows through lib/form-messages.
import type { BookingStage, InstalmentKind } from '@tours/shared-ui/booking-office';

import { defineTexts, type Translate } from '../../lib/i18n';
import en from './locales/en.json';

export const bookingStatusTexts = defineTexts(
  'booking-status',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "booking-status-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`
    ),
);

type Key = keyof typeof en;

export const ROBOTS_NOINDEX = 'noindex, nofollow';

/** The lookup's error value when the server gave no message (shown as t('lookupFailed')). */
export const LOOKUP_FAILED = 'Could not look up the booking. Check your connection and try again.';

/** '2 adults, 1 child' in the page's language (CLDR plurals). */
export const travellersText = (t: Translate<Key>, adults: number, children: number) =>
  [t('adults', { count: adults })]
    .concat(children > 0 ? [t('children', { count: children })] : [])
    .join(', ');

/** A stage, an instalment or a GST document in the page's language; an unknown one as it is. */
const word = (t: Translate<Key>, key: string, fallback: string) =>
  key in en ? t(key as Key) : fallback;
export const stageText = (t: Translate<Key>, stage: BookingStage) =>
  word(t, `stage-${stage}`, stage);
export const instalmentText = (t: Translate<Key>, kind: InstalmentKind, label: string) =>
  word(t, `instalment-${kind}`, label);
export const documentTitle = (t: Translate<Key>, type: string) => word(t, `document-${type}`, type);

/** Issue 30: age and gender are erased once a completed trip is long over. */
export const TRAVELLER_DETAIL_ERASED = 'Erased after the trip';
