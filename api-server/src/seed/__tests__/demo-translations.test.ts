// The demo content's Bengali and Hindi (issue 29): complete for every demo destination and popular
// destination and three blogs, accepted by the API's own checks, written in the language's script,
// and stored with the demo content so that the public reads in bn and hi show them.
import { CONTENT_LOCALES, type ContentLocale } from '@tours/shared-ui/domain';
import { englishFields, translationStatus } from '@tours/shared-ui/translations';

import { adminApiPerFile } from '../../testing/admin-api';
import { checkedTranslation } from '../../services/translations/content-translations';
import { demoBlogs } from '../demo-blogs';
import { demoDestinations } from '../demo-destinations';
import { demoPopularDestinations } from '../demo-popular-destinations';
import { demoTranslationsBn } from '../demo-translations-bn';
import { demoTranslationsHi } from '../demo-translations-hi';
import { demoPriceLabels, type DemoTranslations } from '../demo-translations';

const DEMO: Record<ContentLocale, DemoTranslations> = {
  bn: demoTranslationsBn,
  hi: demoTranslationsHi,
};
const SCRIPT: Record<ContentLocale, RegExp> = { bn: /[\u0980-\u09FF]/, hi: /[\u0900-\u097F]/ };

/** Every text inside a translation (lists, itinerary days), HTML tags left out. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value.replace(/<[^>]+>/g, ' ')];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

describe.each(CONTENT_LOCALES)('the demo content in %s', (locale) => {
  const demo = DEMO[locale];

  it.each(demoDestinations.map((destination) => [destination.slug!, destination] as const))(
    'translates the destination %s completely, as the API accepts it',
    (slug, destination) => {
      const fields = {
        ...demo.destinations[slug],
        price: demoPriceLabels(locale, destination.price),
      };
      const english = englishFields('destinations', destination);
      expect(translationStatus(english, fields)).toBe('complete');
      const record = { id: slug, describe: slug, english };
      expect(checkedTranslation('destinations', record, fields)).toEqual(fields);
      for (const text of texts(fields)) expect(text).toMatch(SCRIPT[locale]);
    },
  );

  it('translates every popular destination and three blogs', () => {
    for (const popular of demoPopularDestinations) {
      const fields = demo.popular[popular.path];
      expect(translationStatus(englishFields('popular', popular), fields)).toBe('complete');
      for (const text of texts(fields)) expect(text).toMatch(SCRIPT[locale]);
    }
    const blogs = demoBlogs.filter((blog) => demo.blogs[blog.slug]);
    expect(blogs).toHaveLength(3);
    for (const blog of blogs) {
      const fields = demo.blogs[blog.slug]!;
      expect(translationStatus(englishFields('blogs', blog), fields)).toBe('complete');
      const record = { id: blog.slug, describe: blog.slug, english: englishFields('blogs', blog) };
      // The HTML is already what the sanitiser keeps.
      expect(checkedTranslation('blogs', record, fields)).toEqual(fields);
    }
  });
});

describe('seeded with the demo content', () => {
  const { send } = adminApiPerFile();

  it('answers the public reads in Bengali and Hindi', async () => {
    const bengali = (await send('GET', '/api/destinations?lang=bn', undefined, {})).json<
      Array<{ slug: string; name: string; translation: { fallback: string[] } }>
    >();
    const darjeeling = bengali.find((item) => item.slug === 'darjeeling')!;
    expect(darjeeling.name).toBe('দার্জিলিং');
    expect(darjeeling.translation.fallback).toEqual([]);
    const popular = (await send('GET', '/api/popular?lang=hi', undefined, {})).json<
      Array<{ title: string }>
    >();
    expect(popular.map((item) => item.title)).toContain('दार्जिलिंग');
    const blog = (
      await send('GET', '/api/blogs/slug/puri-beyond-the-rath-yatra?lang=hi', undefined, {})
    ).json<{ title: string }>();
    expect(blog.title).toBe('रथयात्रा से आगे पुरी');
  });
});
