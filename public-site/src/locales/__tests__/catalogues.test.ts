// The translation check CI runs with the public site's tests (issue 29): every key of every
// English catalogue exists in Bengali and Hindi (a missing key fails the build), written in that
// language's script, with the same placeholders; each language's chunk gathers every feature but
// those of one page, which load with it; and
// SPEC's English texts are still the English catalogues' words, verbatim.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { aboutTexts } from '../../features/about/texts';
import { bookingStatusTexts } from '../../features/booking-status/texts';
import { contactTexts } from '../../features/contact/texts';
import { policiesTexts, policyTexts } from '../../features/policies/texts';
import bn from '../bn';
import hi from '../hi';

type Catalogue = Record<string, string>;

const FEATURES = join(__dirname, '..', '..', 'features');
const LIB = join(__dirname, '..', '..', 'lib');
/** A catalogue's folder: a feature's (its namespace), or lib's own (lib/shared-texts: 'shared'). */
const LIB_NAMESPACES: Record<string, string> = {
  'form-messages': 'form-messages',
  'shared-texts': 'shared',
  'state-names': 'state-names',
};
const folderOf = (namespace: string) => {
  const lib = Object.entries(LIB_NAMESPACES).find(([, name]) => name === namespace)?.[0];
  return lib ? join(LIB, lib) : join(FEATURES, namespace);
};
const read = (namespace: string, locale: string): Catalogue =>
  JSON.parse(
    readFileSync(join(folderOf(namespace), 'locales', `${locale}.json`), 'utf8'),
  ) as Catalogue;

/**
 * Every feature with an English catalogue, and every part of a feature with one of its own (such
 * as destinations/trip-finder): its folder is its namespace. Then lib's catalogues.
 */
const features = [
  ...readdirSync(FEATURES)
    .flatMap((feature) => [
      feature,
      ...readdirSync(join(FEATURES, feature), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${feature}/${entry.name}`),
    ])
    .filter((folder) => existsSync(join(FEATURES, folder, 'locales', 'en.json'))),
  ...Object.values(LIB_NAMESPACES),
];

/** The rich-text tags of a message (<terms>...</terms>, <email/>), sorted. */
function tagsOf(message: string): string[] {
  return [...message.matchAll(/<\/?([a-zA-Z0-9]+)\/?>/g)].map((match) => match[0]).sort();
}

/** The top-level arguments of an ICU message ({name}, {count, plural, ...}). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  for (let index = 0; index < message.length; index += 1) {
    const char = message[index];
    if (char === '{') {
      if (depth === 0) names.add(/^\{\s*(\w+)/.exec(message.slice(index))?.[1] ?? '');
      depth += 1;
    } else if (char === '}') depth -= 1;
  }
  return [...names].sort();
}

const SCRIPTS: Record<'bn' | 'hi', RegExp> = { bn: /[\u0980-\u09FF]/, hi: /[\u0900-\u097F]/ };
const MERGED: Record<'bn' | 'hi', Record<string, unknown>> = { bn, hi };
/** The features of one page, whose catalogues load with that page (Texts.load), by namespace. */
const PAGE_TEXTS = new Map(
  [aboutTexts, bookingStatusTexts, contactTexts, policiesTexts].map((texts) => [
    texts.namespace,
    texts,
  ]),
);

describe('the translation catalogues', () => {
  it('are found', () => {
    expect(features).toEqual(
      expect.arrayContaining(['layout', 'site-dialog', 'site-dialog/frame', 'shared']),
    );
  });

  describe.each(['bn', 'hi'] as const)('%s', (locale) => {
    it.each(features)(
      '%s has every English key, translated, with the same placeholders',
      (feature) => {
        const english = read(feature, 'en');
        const translated = read(feature, locale);
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(english)) {
          const translation = translated[key] ?? '';
          const where = `${feature}/locales/${locale}.json "${key}"`;
          expect({ where, blank: translation.trim() === '' }).toEqual({ where, blank: false });
          expect({ where, todo: /\bTODO\b/i.test(translation) }).toEqual({ where, todo: false });
          // Written in the language's script (a name alone, like WhatsApp, may stay as it is).
          if (/[a-z]{3}/i.test(message.replace(/\{[^}]*\}/g, ''))) {
            expect({ where, script: SCRIPTS[locale].test(translation) }).toEqual({
              where,
              script: true,
            });
          }
          expect({ where, arguments: argumentsOf(translation) }).toEqual({
            where,
            arguments: argumentsOf(message),
          });
          expect({ where, tags: tagsOf(translation) }).toEqual({ where, tags: tagsOf(message) });
        }
      },
    );

    it.each(features)(
      `%s is in the ${locale} chunk (src/locales/${locale}.ts), or loads with its page`,
      async (feature) => {
        const page = PAGE_TEXTS.get(feature);
        const keys = Object.keys(read(feature, 'en'));
        if (page?.load) {
          // Its page's own: not in the chunk every page downloads, all of it in the page's.
          const { default: catalogue } = await page.load(locale);
          expect(Object.keys(catalogue).sort()).toEqual([...keys].sort());
          for (const key of keys) expect(MERGED[locale]).not.toHaveProperty([`${feature}.${key}`]);
          return;
        }
        for (const key of keys) expect(MERGED[locale]).toHaveProperty([`${feature}.${key}`]);
      },
    );
  });
});

// SPEC's texts the English catalogues carry (SPEC.md §2, §4, §8), as SPEC writes them. Changing one
// of them in en.json fails here; the component tests assert the English pages still show them.
const SPEC_TEXTS: Array<[feature: string, key: string, text: string]> = [
  ['layout', 'home', 'Home'],
  ['layout', 'about', 'About'],
  ['layout', 'places', 'Places'],
  ['layout', 'blogs', 'Blogs'],
  ['layout', 'contactUs', 'Contact Us'],
  ['layout', 'refundPolicy', 'Refund Policy'],
  ['layout', 'terms', 'Terms & Conditions'],
  ['layout', 'privacyPolicy', 'Privacy Policy'],
  ['layout', 'bookNow', 'Book Now'],
  ['site-dialog', 'bookingTitle', 'Book Your Trip'],
  [
    'site-dialog',
    'bookingDescription',
    'Feel free to reach out for booking your dream destinations.',
  ],
  ['site-dialog', 'contactTitle', 'Get in Touch with Us'],
  ['site-dialog', 'contactText', 'Feel free to reach out for booking your dream destinations.'],
  ['site-dialog', 'callUs', 'Call Us'],
  ['site-dialog', 'textUs', 'Text Us'],
  ['site-dialog', 'mailUs', 'Mail Us'],
  ['site-dialog', 'bookingSuccess', 'Booking submitted successfully!'],
  ['site-dialog', 'failed', 'Failed to submit booking.'],
  ['site-dialog', 'destinationsLoading', 'Loading...'],
  ['site-dialog', 'destinationsError', 'Error loading destinations'],
  ['shared', 'childrenAge', 'Children (5 - 8 Yrs)'],
  [
    'form-messages',
    'phone',
    'Enter a valid 10-digit Indian phone number (starting with 6, 7, 8, or 9).',
  ],
  ['form-messages', 'nameRequired', 'Name is required.'],
  ['form-messages', 'email', 'Enter a valid email address.'],
  ['form-messages', 'messageRequired', 'Message cannot be empty.'],
  ['destinations', 'destinationsFetchFailed', 'Failed to fetch destinations.'],
  ['destinations', 'destinationsNotArray', 'Invalid API response: Expected an array.'],
  ['destinations', 'httpError', 'HTTP error! Status: {status}'],
  ['popular', 'fetchFailed', 'Failed to fetch data.'],
  ['testimonials', 'fetchFailed', 'Failed to fetch testimonials.'],
  ['blogs', 'blogsFetchFailed', 'Failed to fetch blogs'],
  ['blogs', 'uncategorized', 'Uncategorized'],
  ['contact', 'networkError', 'Error sending message. Please check your network.'],
  ['policy-texts', 'termsTitle', 'Terms and Conditions'],
  ['policy-texts', 'termsUpdated', 'April 11, 2025'],
  ['policy-texts', 'generalTitle', 'General Terms'],
  ['policy-texts', 'paymentsTitle', 'Booking and Payments'],
  ['policy-texts', 'liabilityTitle', 'Limitation of Liability'],
  ['policy-texts', 'bookingPoliciesTitle', 'Booking Policies'],
  ['policy-texts', 'reservationsTitle', 'Reservations'],
  ['policy-texts', 'reschedulingTitle', 'Rescheduling'],
  ['policy-texts', 'cancellationTitle', 'Cancellation'],
  ['policy-texts', 'privacyTitle', 'Privacy Policy'],
  ['policy-texts', 'privacyUpdated', 'January 1, 2025'],
  ['policy-texts', 'refundTitle', 'Refund Policy'],
  ['policy-texts', 'refundUpdated', 'January 1, 2025'],
];

/** The English of a namespace: a catalogue of the site, or the policy pages' own words
 * (@tours/shared-ui/policies; their Bengali and Hindi are the agency's content, checked by the API). */
const english = (namespace: string): Catalogue =>
  namespace === policyTexts.namespace ? policyTexts.en : read(namespace, 'en');

describe("SPEC's English texts", () => {
  it.each(SPEC_TEXTS)('%s "%s" is still "%s"', (feature, key, text) => {
    expect(english(feature)[key]).toBe(text);
  });

  it("keep SPEC's 'Last updated on:' line", () => {
    expect(read('policies', 'en').lastUpdated).toBe('Last updated on: {date}');
  });

  // Where the design documents sit beside the project (a developer's machine, CI), the texts above
  // must be SPEC's own.
  const spec = [join(__dirname, '../../../../../shared/SPEC.md'), '/work/shared/SPEC.md'].find(
    (path) => existsSync(path),
  );
  (spec ? it : it.skip)('are written so in SPEC.md', () => {
    const text = readFileSync(spec!, 'utf8');
    for (const [, , english] of SPEC_TEXTS) expect(text).toContain(english);
  });
});
