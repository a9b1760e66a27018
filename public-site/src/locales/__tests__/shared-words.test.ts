// The English catalogues that carry words whose source is elsewhere (shared-ui, the API, the store's
// values) still carry those very words, so that an English page shows exactly what it showed and a
// Bengali or Hindi page finds the translation of what the schemas, the API and the store say.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  BOOKING_STAGE_LABELS,
  CANCELLATION_RULES,
  CANCELLATION_TEXTS,
  formatInr,
  INSTALMENT_LABELS,
  ONLINE_PAYMENT_NOT_COMPLETED,
  ONLINE_PAYMENT_NOT_CONFIRMED,
  ONLINE_PAYMENT_RECEIVED,
  payOnlineText,
} from '@tours/shared-ui/booking-office';
import {
  CHILDREN_AGE_LABEL,
  HOTEL_CATEGORIES,
  SEATS_TEXTS,
  TRAVELLER_GENDERS,
  seatsLeftText,
} from '@tours/shared-ui/domain';
import * as schemas from '@tours/shared-ui/schemas';
import * as rules from '@tours/shared-ui/domain';
import * as gst from '@tours/shared-ui/gst';

import * as destinations from '../../features/destinations/texts';
import * as popular from '../../features/popular/texts';
import * as testimonials from '../../features/testimonials/texts';
import * as blogs from '../../features/blogs/texts';
import * as bookingStatus from '../../features/booking-status/texts';
import * as contact from '../../features/contact/texts';
import { policiesTexts, ruleKey } from '../../features/policies/texts';
import * as storeTexts from '../../features/site-dialog/store-texts';
import { siteDialogTexts } from '../../features/site-dialog/texts';
import { localizeErrors, localizeMessage } from '../../lib/form-messages';
import formMessagesEn from '../../lib/form-messages/locales/en.json';
import { createI18n, translate } from '../../lib/i18n';
import { sharedTexts } from '../../lib/shared-texts';
import { stateNameTexts } from '../../lib/state-names';
import bn from '../bn';
import { namespaced } from '../namespaced';
import hi from '../hi';

const english = createI18n('en');

describe("shared-ui's words in the English catalogues", () => {
  it('are the hotel categories, the genders and the children label', () => {
    for (const word of [...HOTEL_CATEGORIES, ...TRAVELLER_GENDERS])
      expect(sharedTexts.en).toHaveProperty([word], word);
    expect(sharedTexts.en.childrenAge).toBe(CHILDREN_AGE_LABEL);
  });

  it("are India's states and union territories by their GST codes", () => {
    expect(stateNameTexts.en).toEqual(
      Object.fromEntries(gst.GST_STATES.map((state) => [state.code, state.name])),
    );
  });

  it("say the seats as seatsLeftText does, with CLDR's plurals", () => {
    for (const count of [1, 2, 3, 5, 21, 100]) {
      expect(translate(english, destinations.destinationsTexts, 'seatsLeft', { count })).toBe(
        seatsLeftText(count),
      );
    }
    expect(destinations.destinationsTexts.en.seatsFull).toBe(SEATS_TEXTS.full);
    expect(destinations.destinationsTexts.en.onRequest).toBe(SEATS_TEXTS.onRequest);
  });

  it("are the store's error values and the dialog's SPEC words", () => {
    const t = (key: keyof typeof destinations.destinationsTexts.en, values = {}) =>
      translate(english, destinations.destinationsTexts, key, values);
    expect(t('destinationsFetchFailed')).toBe(destinations.DESTINATIONS_FETCH_FAILED);
    expect(t('destinationsNotArray')).toBe(destinations.DESTINATIONS_NOT_ARRAY);
    expect(t('tripsFetchFailed')).toBe(destinations.TRIPS_FETCH_FAILED);
    expect(t('departuresFetchFailed')).toBe(destinations.DEPARTURES_FETCH_FAILED);
    expect(t('httpError', { status: 503 })).toBe(destinations.httpErrorText(503));
    expect(popular.popularTexts.en.fetchFailed).toBe(popular.POPULAR_FETCH_FAILED);
    expect(testimonials.testimonialsTexts.en.fetchFailed).toBe(
      testimonials.TESTIMONIALS_FETCH_FAILED,
    );
    expect(blogs.blogsTexts.en.blogsFetchFailed).toBe(blogs.BLOGS_FETCH_FAILED);
    expect(contact.contactTexts.en.networkError).toBe(contact.CONTACT_NETWORK_ERROR);
    expect(siteDialogTexts.en.bookingTitle).toBe(storeTexts.BOOKING_TITLE);
    expect(siteDialogTexts.en.bookingDescription).toBe(storeTexts.BOOKING_DESCRIPTION);
    expect(siteDialogTexts.en.contactTitle).toBe(storeTexts.CONTACT_TITLE);
    expect(siteDialogTexts.en.contactText).toBe(storeTexts.CONTACT_TEXT);
    expect(siteDialogTexts.en.failed).toBe(storeTexts.BOOKING_FAILED);
  });
});

describe("the booking page's words from shared-ui", () => {
  const t = (key: keyof typeof bookingStatus.bookingStatusTexts.en, values = {}) =>
    translate(english, bookingStatus.bookingStatusTexts, key, values);

  it('are the stages, the instalments, the documents and the online payment texts', () => {
    for (const [stage, label] of Object.entries(BOOKING_STAGE_LABELS))
      expect(bookingStatus.stageText(t, stage as never)).toBe(label);
    for (const [kind, label] of Object.entries(INSTALMENT_LABELS))
      expect(bookingStatus.instalmentText(t, kind as never, 'from the API')).toBe(label);
    for (const [type, rule] of Object.entries(gst.GST_DOCUMENT_RULES))
      expect(bookingStatus.documentTitle(t, type)).toBe(rule.title);
    expect(t('onlineReceived')).toBe(ONLINE_PAYMENT_RECEIVED);
    expect(t('onlineNotCompleted')).toBe(ONLINE_PAYMENT_NOT_COMPLETED);
    expect(t('onlineNotConfirmed')).toBe(ONLINE_PAYMENT_NOT_CONFIRMED);
    expect(t('payOnline', { amount: formatInr(8000) })).toBe(payOnlineText(8000));
    expect(t('lookupFailed')).toBe(bookingStatus.LOOKUP_FAILED);
  });

  it("count the travellers with CLDR's plurals", async () => {
    expect(bookingStatus.travellersText(t, 1, 0)).toBe('1 adult');
    expect(bookingStatus.travellersText(t, 2, 1)).toBe('2 adults, 1 child');
    expect(bookingStatus.travellersText(t, 2, 3)).toBe('2 adults, 3 children');
    // The booking page's catalogue loads with its page (Texts.load), not in the language's chunk.
    const page = await bookingStatus.bookingStatusTexts.load!('bn');
    const bengali = createI18n('bn', { ...bn, ...namespaced({ 'booking-status': page.default }) });
    expect(
      bookingStatus.travellersText(
        (key, values) => translate(bengali, bookingStatus.bookingStatusTexts, key, values),
        2,
        1,
      ),
    ).toBe('2 জন প্রাপ্তবয়স্ক, 1 জন শিশু');
  });
});

describe("the cancellation bands' words (policies)", () => {
  it("are CANCELLATION_RULES' and CANCELLATION_TEXTS' own", () => {
    for (const rule of CANCELLATION_RULES)
      expect(policiesTexts.en[ruleKey(rule.id)]).toBe(rule.text);
    expect(policiesTexts.en.ruleProvisional).toBe(CANCELLATION_TEXTS.provisional);
    expect(policiesTexts.en.ruleMinimum).toBe(CANCELLATION_TEXTS.minimum);
    expect(policiesTexts.en.ruleAtMostPrice).toBe(CANCELLATION_TEXTS.atMostPrice);
    expect(policiesTexts.en.ruleNoPrice).toBe(CANCELLATION_TEXTS.noPrice);
  });
});

describe('the form messages (lib/form-messages)', () => {
  /** Every English message shared-ui's schemas and rules can give, and the API's own answers. */
  const known = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === 'string') known.add(value);
    else if (value && typeof value === 'object' && !Array.isArray(value))
      Object.values(value).forEach(collect);
  };
  for (const [name, value] of Object.entries({ ...schemas, ...rules, ...gst }))
    if (/_(MESSAGES?|ERRORS)$/.test(name)) collect(value);
  // The API's answers not in shared-ui (api-server/src): read from its source.
  const api = ['lib/http-errors.ts', 'plugins/rate-limit.ts', 'plugins/errors.ts']
    .map((file) => readFileSync(join(__dirname, '../../../../api-server/src', file), 'utf8'))
    .join('\n');

  it.each(Object.entries(formMessagesEn).filter(([key]) => key !== 'maxLength'))(
    '%s is a message the schemas or the API give, verbatim',
    (_key, message) => {
      expect(known.has(message) || api.includes(`'${message}'`)).toBe(true);
    },
  );

  it("shows a schema's messages in Bengali and Hindi, and English on an English page", () => {
    const result = schemas.validate(schemas.contactSchema, {
      name: 'x'.repeat(101),
      email: 'nope',
      phone: '12345',
      message: ' ',
    });
    if (result.ok) throw new Error('expected errors');
    expect(localizeErrors(createI18n('bn', bn), result.errors)).toEqual({
      name: 'সর্বোচ্চ 100টি অক্ষর লেখা যাবে।',
      email: 'সঠিক ইমেল ঠিকানা লিখুন।',
      phone: 'সঠিক 10 সংখ্যার ভারতীয় ফোন নম্বর লিখুন (6, 7, 8 বা 9 দিয়ে শুরু)।',
      message: 'বার্তা ফাঁকা রাখা যাবে না।',
    });
    expect(
      localizeMessage(createI18n('hi', hi), schemas.BOOKING_OFFICE_ERRORS.statusNotFound),
    ).toBe('इस रेफ़रेंस और फ़ोन नंबर से कोई बुकिंग नहीं मिली।');
    expect(localizeErrors(english, result.errors)).toEqual(result.errors);
    expect(localizeMessage(createI18n('bn', bn), 'Something unknown.')).toBe('Something unknown.');
  });
});
