/**
 * @jest-environment node
 */
// The server render in English, Bengali and Hindi (issue 29): each request has its own translation
// instance, so concurrent requests in different languages never mix; every page's head names its
// language and all its alternates.
import type { PolicyId } from '@tours/shared-ui/policies';

import {
  POLICY_TRANSLATIONS,
  policyTextsAnswer,
  popularDestinations,
  testimonials,
} from '../../testing/fixtures';
import { pageHtml, startFixtureApi, type FixtureApi } from '../../testing/server-render';
import { testConfig } from '../../testing/test-config';
import { renderPage } from '../render';

const ORIGIN = 'https://tours.example';
let api: FixtureApi;
/** A policy page's words as the agency has just edited them (else the shipped ones). */
const policyEdits: Partial<Record<PolicyId, Record<string, string>>> = {};

beforeAll(async () => {
  api = await startFixtureApi({
    '/api/popular': popularDestinations,
    '/api/testimonials': testimonials,
    // A policy page's words in the language the page asks (none asked in English).
    ...Object.fromEntries(
      (['terms', 'privacy', 'refund'] as PolicyId[]).map((policy) => [
        `/api/policies/${policy}`,
        (query: URLSearchParams) =>
          policyTextsAnswer(
            policy,
            policyEdits[policy] ?? POLICY_TRANSLATIONS[query.get('lang') as 'bn' | 'hi'][policy],
          ),
      ]),
    ),
  });
});
afterAll(() => api.close());

const render = (url: string) =>
  renderPage({ url, config: { ...testConfig, apiBaseUrl: api.baseUrl }, origin: ORIGIN });

/** What the home page says in each language: its h1, the header's first link and Book Now. */
const HOME = {
  en: { path: '/', h1: 'Welcome to the agency', nav: '>Home</a>', book: 'Book Now', og: 'en_IN' },
  bn: {
    path: '/bn',
    h1: 'আমাদের ভ্রমণ সংস্থায় আপনাকে স্বাগত',
    nav: '>হোম</a>',
    book: 'এখনই বুক করুন',
    og: 'bn_IN',
  },
  hi: {
    path: '/hi',
    h1: 'हमारी ट्रैवल एजेंसी में आपका स्वागत है',
    nav: '>होम</a>',
    book: 'अभी बुक करें',
    og: 'hi_IN',
  },
} as const;
type Lang = keyof typeof HOME;
const LANGS = Object.keys(HOME) as Lang[];

describe('server render in three languages', () => {
  it('the home page in Bengali: lang, texts, title, og:locale, alternates, its fonts chunk', async () => {
    const page = await render('/bn');
    const body = await pageHtml(page);
    expect(page.lang).toBe('bn');
    expect(page.chunks).toEqual(['page-home', 'locale-bn']);
    // Its fonts (regular and bold) preloaded, fetched as the stylesheet's @font-face fetches them,
    // and the Hindi name of the language switch (locales/font-preloads.ts).
    expect(
      page.head.match(
        /<link rel="preload" as="font" type="font\/woff2" href="[^"]+" crossorigin>/g,
      ),
    ).toHaveLength(3);
    expect(body).toContain(HOME.bn.h1);
    expect(body).toContain('জনপ্রিয় গন্তব্য');
    expect(page.head).toContain('<title>হোম | Test Tours Sonarpur</title>');
    expect(page.head).toContain('property="og:locale" content="bn_IN"');
    expect(page.head).toContain(`<link data-page-head rel="canonical" href="${ORIGIN}/bn">`);
    for (const [hreflang, href] of [
      ['en', `${ORIGIN}/`],
      ['bn', `${ORIGIN}/bn`],
      ['hi', `${ORIGIN}/hi`],
      ['x-default', `${ORIGIN}/`],
    ]) {
      expect(page.head).toContain(
        `<link data-page-head rel="alternate" hreflang="${hreflang}" href="${href}">`,
      );
    }
  });

  it('English pages are as before: no language chunk, en_IN', async () => {
    const page = await render('/about');
    const body = await pageHtml(page);
    expect(page.lang).toBe('en');
    expect(page.chunks).toEqual(['page-about']);
    // Only the language switch's বাংলা and हिन्दी, a kilobyte or two each.
    expect(page.head.match(/as="font"/g)).toHaveLength(2);
    expect(body).toContain('Why Choose Us?');
    expect(page.head).toContain('property="og:locale" content="en_IN"');
    expect(page.head).toContain(`hreflang="hi" href="${ORIGIN}/hi/about"`);
  });

  // Their catalogues load with the page (Texts.load), not in the language's chunk: the server waits
  // for them, so the HTML is in the language (and never in English first), even for requests at
  // the same moment in the other language.
  it('the pages of one feature (policies, About, Contact, the booking) come in their language', async () => {
    const pages: Array<[path: string, h1: string, english: string]> = [
      ['/bn/terms', 'শর্তাবলি', 'Terms and Conditions'],
      ['/hi/terms', 'नियम और शर्तें', 'Terms and Conditions'],
      ['/hi/privacy-policy', 'गोपनीयता नीति', 'Privacy Policy'],
      ['/bn/about', 'আমাদের কথা', 'About Us'],
      ['/hi/contact-us', 'संपर्क करें', 'Contact Us'],
      ['/bn/booking-status', 'আপনার বুকিং', 'Your booking'],
    ];
    const bodies = await Promise.all(
      [...pages, ...pages].map(async ([path]) => pageHtml(await render(path))),
    );
    bodies.forEach((body, index) => {
      const [path, h1, english] = pages[index % pages.length]!;
      expect({ path, h1: /<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1] }).toEqual({ path, h1 });
      expect({ path, english: body.includes(`>${english}</h1>`) }).toEqual({
        path,
        english: false,
      });
    });
  });

  it("a policy page in Bengali has the agency's translated words, the rest in English marked so", async () => {
    api.reset();
    const page = await render('/bn/terms');
    const body = await pageHtml(page);
    expect(api.queries['/api/policies/terms']).toBe('lang=bn');
    expect(body).toContain('<h1 class="ps-page__title">শর্তাবলি</h1>');
    expect(body).toContain('<li>মোট ভ্রমণ-খরচের 20% পাওয়ার পর বুকিং নিশ্চিত হয়।</li>');
    expect(body).toContain(
      '<li><span lang="en">The balance is paid on site at the start of the tour.</span></li>',
    );
    expect(page.head).toContain('<title>শর্তাবলি');
    // The browser starts from the same words (no second fetch, the same first render).
    expect(page.state).toContain('"policyTexts"');
    expect(page.state).toContain('মোট ভ্রমণ-খরচের ');

    api.reset();
    const english = await pageHtml(await render('/terms'));
    expect(api.requests).not.toContain('/api/policies/terms');
    expect(english).toContain('<li>The balance is paid on site at the start of the tour.</li>');
  });

  it("a policy page's next render has the words as they are now, not a paragraph an earlier one had", async () => {
    expect(await pageHtml(await render('/bn/terms'))).toContain(
      '<li>মোট ভ্রমণ-খরচের 20% পাওয়ার পর বুকিং নিশ্চিত হয়।</li>',
    );
    // The agency removes the paragraph's Bengali: the next page shows the English there.
    const { paymentsDeposit: _removed, ...rest } = POLICY_TRANSLATIONS.bn.terms;
    policyEdits.terms = rest;
    try {
      const body = await pageHtml(await render('/bn/terms'));
      expect(body).toContain(
        '<li><span lang="en">A booking is confirmed on receipt of 20% of the total tour cost.</span></li>',
      );
      expect(body).not.toContain('মোট ভ্রমণ-খরচের');
    } finally {
      delete policyEdits.terms;
    }
  });

  it('a Hindi page that does not exist is a 404 in Hindi', async () => {
    const page = await render('/hi/nowhere');
    expect(page.status).toBe(404);
    expect(await pageHtml(page)).toContain('माफ़ कीजिए! पन्ना नहीं मिला');
  });

  it('100 concurrent requests alternating /, /bn and /hi each answer in their own language', async () => {
    const order = Array.from({ length: 100 }, (_, index) => LANGS[index % 3]!);
    const pages = await Promise.all(
      order.map(async (lang) => {
        const page = await render(HOME[lang].path);
        return { lang, page, body: await pageHtml(page) };
      }),
    );
    for (const { lang, page, body } of pages) {
      const others = LANGS.filter((other) => other !== lang);
      expect({ lang, got: page.lang }).toEqual({ lang, got: lang });
      expect(body).toContain(HOME[lang].h1);
      expect(body).toContain(HOME[lang].nav);
      expect(body).toContain(HOME[lang].book);
      expect(page.head).toContain(`property="og:locale" content="${HOME[lang].og}"`);
      for (const other of others) {
        expect({
          lang,
          mixed: body.includes(HOME[other].h1) || body.includes(HOME[other].book),
        }).toEqual({ lang, mixed: false });
      }
    }
  }, 60_000);
});
