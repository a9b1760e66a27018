// The demo content's Bengali and Hindi (issue 29, docs/i18n.md 'Content translations'), stored
// with the demo content so that `npm start` shows /bn and /hi pages in their languages: every
// demo destination and popular destination, and three blogs (demo-translations-bn.ts, -hi.ts).
// The price labels are the English lines in the language, their amounts kept as written and
// first (the pages put ₹ before each line: '₹16,500 জনপ্রতি (বাজেট)').
import type { ContentLocale, Destination, PopularDestination } from '@tours/shared-ui/domain';
import type { TranslatedFields } from '@tours/shared-ui/translations';

import type { Repositories } from '../repositories/create-repositories';
import { demoTranslationsBn } from './demo-translations-bn';
import { demoTranslationsHi } from './demo-translations-hi';

/** One language's demo translations: destinations and blogs by slug, popular ones by path. */
export interface DemoTranslations {
  destinations: Record<string, TranslatedFields<'destinations'>>;
  popular: Record<string, TranslatedFields<'popular'>>;
  blogs: Record<string, TranslatedFields<'blogs'>>;
}

const DEMO_TRANSLATIONS: Record<ContentLocale, DemoTranslations> = {
  bn: demoTranslationsBn,
  hi: demoTranslationsHi,
};

/** How the demo's price lines ('16,500 per person (Budget)') read in each language. */
const PRICE_WORDS: Record<
  ContentLocale,
  { perPerson: string; perChild: string; categories: Record<string, string>; years: string }
> = {
  bn: {
    perPerson: 'জনপ্রতি',
    perChild: 'প্রতি শিশু',
    categories: { Budget: 'বাজেট', Deluxe: 'ডিলাক্স', Luxury: 'লাক্সারি' },
    years: 'বছর',
  },
  hi: {
    perPerson: 'प्रति व्यक्ति',
    perChild: 'प्रति बच्चा',
    categories: { Budget: 'बजट', Deluxe: 'डीलक्स', Luxury: 'लग्ज़री' },
    years: 'वर्ष',
  },
};

/** The demo's English price lines in `locale`; null when a line is not of the demo's form. */
export function demoPriceLabels(locale: ContentLocale, lines: readonly string[]): string[] | null {
  const words = PRICE_WORDS[locale];
  const labels = lines.map((line) => {
    const adult = /^([\d,]+) per person \((Budget|Deluxe|Luxury)\)$/.exec(line);
    if (adult) return `${adult[1]} ${words.perPerson} (${words.categories[adult[2]!]})`;
    const child = /^([\d,]+) per child \((\d+)-(\d+) years\)$/.exec(line);
    if (child) return `${child[1]} ${words.perChild} (${child[2]}-${child[3]} ${words.years})`;
    return null;
  });
  return labels.every((label) => label !== null) ? labels : null;
}

interface Seeded {
  destinations: Destination[];
  popular: PopularDestination[];
  blogs: Array<{ _id: string; slug: string }>;
}

/** Stores the demo translations of the records just seeded (by slug, or path). */
export async function seedDemoTranslations(
  repositories: Repositories,
  seeded: Seeded,
): Promise<void> {
  for (const [locale, demo] of Object.entries(DEMO_TRANSLATIONS) as Array<
    [ContentLocale, DemoTranslations]
  >) {
    for (const destination of seeded.destinations) {
      const fields = demo.destinations[destination.slug];
      if (!fields) continue;
      const price = demoPriceLabels(locale, destination.price);
      await repositories.translations.destinations.put(destination._id, locale, {
        ...fields,
        ...(price ? { price } : {}),
      });
    }
    for (const popular of seeded.popular) {
      const fields = demo.popular[popular.path];
      if (fields) await repositories.translations.popular.put(popular._id, locale, fields);
    }
    for (const blog of seeded.blogs) {
      const fields = demo.blogs[blog.slug];
      if (fields) await repositories.translations.blogs.put(blog._id, locale, fields);
    }
  }
}
