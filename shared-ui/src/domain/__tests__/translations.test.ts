import type { Destination } from '../types';
import { isFallback } from '../translations/content';
import {
  englishFields,
  mergeTranslation,
  translationStatus,
  TRANSLATABLE_FIELDS,
} from '../translations/fields';

const darjeeling: Destination = {
  _id: 'd1',
  name: 'Darjeeling',
  slug: 'darjeeling',
  map: '',
  image: '/media/d.jpg',
  info: 'Tea gardens and the toy train.',
  description: 'The Queen of the Hills.',
  price: ['16,500 per person (Budget)', '8,200 per child (5-8 years)'],
  highlights: ['Tiger Hill sunrise', 'Toy train'],
  itinerary: {
    duration: '1 Night / 2 Days',
    dayWisePlan: { day1: 'Drive up from NJP.', day2: 'Tiger Hill, then back to NJP.' },
  },
  packageInclusions: ['Hotel', 'Breakfast'],
  packageExclusions: ['Train fare'],
  hotelImages: [],
  siteImages: [],
};
const english = englishFields('destinations', darjeeling);

describe('translationStatus', () => {
  it('is missing when nothing is translated, blanks included', () => {
    expect(translationStatus(english, null)).toBe('missing');
    expect(translationStatus(english, {})).toBe('missing');
    expect(translationStatus(english, { name: '  ', highlights: [] })).toBe('missing');
  });

  it('is partial while any English field, or any day of the itinerary, has no translation', () => {
    expect(translationStatus(english, { name: 'দার্জিলিং' })).toBe('partial');
    const allButOneDay = {
      name: 'দার্জিলিং',
      info: 'চা-বাগান আর টয় ট্রেন।',
      description: 'পাহাড়ের রানি।',
      price: ['জনপ্রতি 16,500 (বাজেট)', 'শিশুপ্রতি 8,200 (৫-৮ বছর)'],
      highlights: ['টাইগার হিলে সূর্যোদয়'],
      itinerary: { duration: '১ রাত / ২ দিন', dayWisePlan: { day1: 'এনজেপি থেকে পাহাড়ে।' } },
      packageInclusions: ['হোটেল'],
      packageExclusions: ['ট্রেনের ভাড়া'],
    };
    expect(translationStatus(english, allButOneDay)).toBe('partial');
    expect(
      translationStatus(english, {
        ...allButOneDay,
        itinerary: {
          duration: '১ রাত / ২ দিন',
          dayWisePlan: { day1: 'এনজেপি থেকে পাহাড়ে।', day2: 'টাইগার হিল, তারপর ফেরা।' },
        },
      }),
    ).toBe('complete');
  });

  it('asks no translation of a field the English leaves empty', () => {
    expect(
      translationStatus({ pickupPoints: ['Esplanade'], note: '' }, { pickupPoints: ['ধর্মতলা'] }),
    ).toBe('complete');
  });
});

describe('mergeTranslation', () => {
  it('puts each translated field in place of the English and lists the rest as fallback', () => {
    const { record, fallback } = mergeTranslation(
      darjeeling,
      { name: 'দার্জিলিং', description: '', highlights: ['টাইগার হিলে সূর্যোদয়', 'টয় ট্রেন'] },
      'destinations',
    );
    expect(record.name).toBe('দার্জিলিং');
    expect(record.highlights).toEqual(['টাইগার হিলে সূর্যোদয়', 'টয় ট্রেন']);
    // Empty is not a translation: the English stays.
    expect(record.description).toBe('The Queen of the Hills.');
    // What does not translate is untouched, slugs stay shared.
    expect(record.slug).toBe('darjeeling');
    expect(record.image).toBe('/media/d.jpg');
    expect(fallback).toEqual([
      'info',
      'description',
      'itinerary',
      'packageInclusions',
      'packageExclusions',
      'price',
    ]);
    expect(darjeeling.name).toBe('Darjeeling');
  });

  it('merges an itinerary day by day, naming the English parts', () => {
    const { record, fallback } = mergeTranslation(
      darjeeling,
      { itinerary: { dayWisePlan: { day2: 'टाइगर हिल, फिर एनजेपी वापसी।' } } },
      'destinations',
    );
    expect(record.itinerary).toEqual({
      duration: '1 Night / 2 Days',
      dayWisePlan: { day1: 'Drive up from NJP.', day2: 'टाइगर हिल, फिर एनजेपी वापसी।' },
    });
    expect(fallback).toContain('itinerary.duration');
    expect(fallback).toContain('itinerary.day1');
    expect(fallback).not.toContain('itinerary');
    const info = { locale: 'hi' as const, fallback };
    expect(isFallback(info, 'itinerary.day1')).toBe(true);
    expect(isFallback(info, 'itinerary.day2')).toBe(false);
    expect(isFallback(info, 'name')).toBe(true);
  });

  it('has no fallback when everything is translated, and lists every field when nothing is', () => {
    const blog = {
      _id: 'b1',
      slug: 'puri',
      title: 'Puri',
      introduction: 'Intro',
      mainContent: '<p>Text</p>',
      metaTitle: 'Puri',
      metaDescription: 'About Puri',
    };
    const all = {
      title: 'পুরী',
      introduction: 'ভূমিকা',
      mainContent: '<p>লেখা</p>',
      metaTitle: 'পুরী',
      metaDescription: 'পুরীর কথা',
    };
    expect(mergeTranslation(blog, all, 'blogs')).toEqual({
      record: { ...blog, ...all },
      fallback: [],
    });
    expect(mergeTranslation(blog, null, 'blogs').fallback).toEqual(
      TRANSLATABLE_FIELDS.blogs.map((field) => field.name),
    );
  });
});
