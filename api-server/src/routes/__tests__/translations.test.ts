// Content translations (issue 29, docs/i18n.md): the admin's reads and writes per kind and
// language, bad input refused with nothing written, and the public reads in Bengali and Hindi
// merged field by field over the English, cached per language.
import { sql } from 'kysely';

import { adminApiPerFile } from '../../testing/admin-api';
import { AS_VISITOR } from '../../testing/auth-tokens';
import { validBodies } from '../../testing/fixtures';

const api = adminApiPerFile({ seedDemoContent: false });
const { send } = api;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Json = Record<string, unknown>;

async function storedRows(table: string): Promise<Json[]> {
  const result = await sql<Json>`select * from ${sql.table(table)} order by locale`.execute(
    api.testApp.app.database.db,
  );
  return result.rows;
}

async function created(path: string, body: object): Promise<Json> {
  const response = await send('POST', path, body);
  expect(response.statusCode).toBe(201);
  return response.json<Json>();
}

const BENGALI = {
  name: 'মন্দারমণি সৈকত',
  info: 'গাড়ি চালিয়ে যাওয়া যায় এমন লম্বা সৈকত।',
  highlights: ['ভোরে লাল কাঁকড়া'],
  itinerary: { dayWisePlan: { day1: 'গাড়িতে সৈকতে।' } },
  price: ['জনপ্রতি 6,900 (বাজেট)'],
};

describe('a destination in Bengali and Hindi', () => {
  let id: string;
  beforeAll(async () => {
    id = String((await created('/api/destinations', validBodies.destination))._id);
  });

  it('stores, reads and deletes a translation', async () => {
    const before = await send('GET', `/api/translations/destinations/${id}`);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      english: {
        name: 'Mandarmani Beach',
        info: 'A long drivable beach.',
        description: 'Quiet beach resorts near Digha.',
        highlights: ['Red crabs at dawn'],
        itinerary: validBodies.destination.itinerary,
        packageInclusions: ['Breakfast'],
        packageExclusions: [],
        price: ['6,900 per person (Budget)'],
      },
      bn: null,
      hi: null,
    });

    const put = await send('PUT', `/api/translations/destinations/${id}/bn`, {
      ...BENGALI,
      description: '',
    });
    expect(put.statusCode).toBe(200);
    const saved = put.json<{ fields: Json; updatedAt: string }>();
    // An empty field is not stored: it reads in English.
    expect(saved.fields).toEqual(BENGALI);
    expect(Number.isNaN(Date.parse(saved.updatedAt))).toBe(false);

    const after = (await send('GET', `/api/translations/destinations/${id}`)).json<Json>();
    expect(after.bn).toEqual(saved);
    expect(after.hi).toBeNull();

    const statuses = (await send('GET', '/api/translations/destinations')).json<Json>();
    expect(statuses[id]).toEqual({ bn: 'partial', hi: 'missing' });

    expect((await send('DELETE', `/api/translations/destinations/${id}/bn`)).statusCode).toBe(204);
    expect((await send('GET', `/api/translations/destinations/${id}`)).json<Json>().bn).toBeNull();
    expect(await storedRows('destination_translations')).toEqual([]);
  });

  it('answers the public list in the language, field by field, with what fell back', async () => {
    await send('PUT', `/api/translations/destinations/${id}/bn`, BENGALI);
    const english = (await send('GET', '/api/destinations', undefined, {})).json<Json[]>();
    const bengali = (await send('GET', '/api/destinations?lang=bn', undefined, {})).json<Json[]>();
    const hindi = (await send('GET', '/api/destinations?lang=hi', undefined, {})).json<Json[]>();

    // English exactly as before: no translation key at all.
    expect(english[0]).not.toHaveProperty('translation');
    expect(english[0]!.name).toBe('Mandarmani Beach');

    expect(bengali[0]).toMatchObject({
      name: 'মন্দারমণি সৈকত',
      slug: english[0]!.slug,
      description: 'Quiet beach resorts near Digha.',
      highlights: ['ভোরে লাল কাঁকড়া'],
      itinerary: {
        duration: '1 Night / 2 Days',
        dayWisePlan: { day1: 'গাড়িতে সৈকতে।', day2: 'Back.' },
      },
      price: ['জনপ্রতি 6,900 (বাজেট)'],
      translation: {
        locale: 'bn',
        fallback: ['description', 'itinerary.duration', 'itinerary.day2', 'packageInclusions'],
      },
    });
    // No Hindi yet: every field with English text falls back.
    expect(hindi[0]).toMatchObject({ name: 'Mandarmani Beach', translation: { locale: 'hi' } });
    expect((hindi[0]!.translation as { fallback: string[] }).fallback).toEqual([
      'name',
      'info',
      'description',
      'highlights',
      'itinerary',
      'packageInclusions',
      'price',
    ]);
  });

  it("answers the trip finder's cards in the language too, and English without a translation key", async () => {
    await send('PUT', `/api/translations/destinations/${id}/bn`, BENGALI);
    const read = async (query: string) =>
      (await send('GET', `/api/trips${query}`, undefined, {})).json<{ items: Json[] }>().items;
    const [english] = await read('');
    const [bengali] = await read('?lang=bn');
    expect(english).not.toHaveProperty('translation');
    expect(english).toMatchObject({ name: 'Mandarmani Beach', info: 'A long drivable beach.' });
    expect(bengali).toMatchObject({
      slug: english!.slug,
      name: 'মন্দারমণি সৈকত',
      info: 'গাড়ি চালিয়ে যাওয়া যায় এমন লম্বা সৈকত।',
      translation: { locale: 'bn' },
    });
    // The filters still apply alongside the language; another language is refused.
    expect(await read('?lang=bn&budget=1')).toEqual([]);
    const bad = await send('GET', '/api/trips?lang=fr', undefined, {});
    expect(bad.statusCode).toBe(400);
  });

  it('stores a booking made on a Bengali page under the English name, priced as in English', async () => {
    await send('PUT', `/api/translations/destinations/${id}/bn`, BENGALI);
    const priced = await send('PUT', `/api/destinations/${id}`, {
      ...validBodies.destination,
      prices: { Budget: 6900, Deluxe: 9500, Luxury: null, child: 3000 },
    });
    expect(priced.statusCode).toBe(200);
    const book = async (destination: string) =>
      (
        await send(
          'POST',
          '/api/bookings',
          { ...validBodies.booking, destination, language: 'bn' },
          {},
        )
      ).json<Json>();
    const english = await book('Mandarmani Beach');
    const bengali = await book('মন্দারমণি সৈকত');
    expect(bengali.destination).toBe('Mandarmani Beach');
    expect(english.quotedTotal).toEqual(expect.any(Number));
    expect(bengali.quotedTotal).toBe(english.quotedTotal);
    // A place the agency does not list stays as the visitor typed it.
    expect((await book('কালিম্পং')).destination).toBe('কালিম্পং');
  });

  it('keeps one cached answer per language, and a write drops them all', async () => {
    const read = (lang: string) =>
      send('GET', `/api/destinations${lang ? `?lang=${lang}` : ''}`, undefined, {});
    const first = { en: await read(''), bn: await read('bn'), hi: await read('hi') };
    expect(new Set(Object.values(first).map((response) => response.headers.etag)).size).toBe(3);
    // Read again within the TTL: the same answer per language, never another language's.
    expect((await read('bn')).json<Json[]>()[0]!.name).toBe('মন্দারমণি সৈকত');
    expect((await read('')).json<Json[]>()[0]!.name).toBe('Mandarmani Beach');
    expect((await read('hi')).json<Json[]>()[0]!.name).toBe('Mandarmani Beach');

    const hindi = { name: 'मंदारमणि बीच' };
    expect((await send('PUT', `/api/translations/destinations/${id}/hi`, hindi)).statusCode).toBe(
      200,
    );
    expect((await read('hi')).json<Json[]>()[0]!.name).toBe('मंदारमणि बीच');
    expect((await read('en')).json<Json[]>()[0]!.name).toBe('Mandarmani Beach');
  });

  it.each([
    ['an unknown field', { nom: 'x' }, '_', 'Not a translatable field: nom.'],
    ['a name too long', { name: 'x'.repeat(201) }, 'name', 'Must be at most 200 characters.'],
    ['highlights not a list', { highlights: 'one' }, 'highlights', 'Must be a list of texts.'],
    [
      'a day the English has not',
      { itinerary: { dayWisePlan: { day9: 'x' } } },
      'itinerary',
      'not day9',
    ],
    [
      'more price labels than lines',
      { price: ['এক', 'দুই'] },
      'price',
      'One label per English price line (1), not 2.',
    ],
  ])(
    'refuses %s with a 400 naming the field, and writes nothing',
    async (_label, body, field, text) => {
      const rows = await storedRows('destination_translations');
      const response = await send('PUT', `/api/translations/destinations/${id}/bn`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: Json }>().errors[field]).toContain(text);
      expect(await storedRows('destination_translations')).toEqual(rows);
    },
  );

  it('refuses a language it does not have, and an unknown lang on a public read', async () => {
    const response = await send('PUT', `/api/translations/destinations/${id}/fr`, BENGALI);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { locale: 'The locale is bn or hi.' } });
    const read = await send('GET', '/api/destinations?lang=fr', undefined, {});
    expect(read.statusCode).toBe(400);
    expect(read.json()).toMatchObject({
      errors: { lang: 'lang is bn or hi (absent for English).' },
    });
  });

  it('answers 404 for a record or a kind that does not exist', async () => {
    for (const [method, url] of [
      ['GET', `/api/translations/destinations/${UNKNOWN_ID}`],
      ['PUT', `/api/translations/destinations/${UNKNOWN_ID}/bn`],
      ['DELETE', `/api/translations/destinations/${UNKNOWN_ID}/bn`],
      ['GET', `/api/translations/destinations/not-a-uuid`],
      ['GET', `/api/translations/hotels/${id}`],
    ] as const) {
      const response = await send(method, url, method === 'PUT' ? BENGALI : undefined);
      expect(response.statusCode).toBe(404);
    }
  });

  it('is for admins only: a visitor neither reads nor writes', async () => {
    const rows = await storedRows('destination_translations');
    for (const [method, url] of [
      ['GET', '/api/translations/destinations'],
      ['GET', `/api/translations/destinations/${id}`],
      ['PUT', `/api/translations/destinations/${id}/bn`],
      ['DELETE', `/api/translations/destinations/${id}/bn`],
    ] as const) {
      expect(
        (await send(method, url, method === 'PUT' ? { name: 'x' } : undefined, {})).statusCode,
      ).toBe(401);
      expect(
        (await send(method, url, method === 'PUT' ? { name: 'x' } : undefined, AS_VISITOR))
          .statusCode,
      ).toBe(403);
    }
    expect(await storedRows('destination_translations')).toEqual(rows);
  });

  it('goes with its record', async () => {
    expect((await send('DELETE', `/api/destinations/${id}`)).statusCode).toBe(204);
    expect(await storedRows('destination_translations')).toEqual([]);
  });
});

describe('a blog in Hindi', () => {
  let blog: Json;
  beforeAll(async () => {
    blog = await created('/api/blogs', validBodies.blog);
  });

  it('sanitises the HTML by the English rules, and refuses HTML that is nothing but script', async () => {
    const put = await send('PUT', `/api/translations/blogs/${String(blog._id)}/hi`, {
      title: 'कर्सियांग के चाय बागान',
      mainContent: '<h2>सुबह</h2><p onclick="x()">बागान में <script>alert(1)</script>सैर।</p>',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json<{ fields: Json }>().fields.mainContent).toBe('<h2>सुबह</h2><p>बागान में सैर।</p>');
    const rows = await storedRows('blog_translations');
    const unsafe = await send('PUT', `/api/translations/blogs/${String(blog._id)}/hi`, {
      mainContent: '<script>alert(1)</script>',
    });
    expect(unsafe.statusCode).toBe(400);
    expect(unsafe.json()).toMatchObject({ errors: { mainContent: expect.any(String) } });
    expect(await storedRows('blog_translations')).toEqual(rows);
  });

  it('reads by slug and in the list in Hindi; the slug stays shared', async () => {
    const bySlug = await send('GET', `/api/blogs/slug/${String(blog.slug)}?lang=hi`, undefined, {});
    expect(bySlug.json()).toMatchObject({
      slug: blog.slug,
      title: 'कर्सियांग के चाय बागान',
      introduction: 'A slow day among the bushes.',
      mainContent: '<h2>सुबह</h2><p>बागान में सैर।</p>',
      translation: {
        locale: 'hi',
        fallback: ['introduction', 'metaTitle', 'metaDescription'],
      },
    });
    const list = (await send('GET', '/api/blogs?lang=hi', undefined, {})).json<{ blogs: Json[] }>();
    expect(list.blogs[0]).toMatchObject({ title: 'कर्सियांग के चाय बागान' });
    const english = await send('GET', `/api/blogs/slug/${String(blog.slug)}`, undefined, {});
    expect(english.json()).toMatchObject({ title: 'Tea Gardens of Kurseong' });
    expect(english.json()).not.toHaveProperty('translation');
  });
});

describe('popular destinations, testimonials and departures', () => {
  it('translate their own fields, each kind in its own table', async () => {
    const popular = await created('/api/popular', validBodies.popular);
    const testimonial = await created('/api/testimonials', validBodies.testimonial);
    expect(
      (
        await send('PUT', `/api/translations/popular/${String(popular._id)}/bn`, {
          title: 'মন্দারমণি',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await send('PUT', `/api/translations/testimonials/${String(testimonial._id)}/hi`, {
          feedback: 'हर होटल वैसा ही था जैसा बताया गया था।',
        })
      ).statusCode,
    ).toBe(200);
    // A field of another kind is not this kind's.
    expect(
      (await send('PUT', `/api/translations/popular/${String(popular._id)}/bn`, { feedback: 'x' }))
        .statusCode,
    ).toBe(400);

    const popularBn = (await send('GET', '/api/popular?lang=bn', undefined, {})).json<Json[]>();
    expect(popularBn[0]).toMatchObject({
      title: 'মন্দারমণি',
      translation: { locale: 'bn', fallback: ['description'] },
    });
    const testimonialsHi = (await send('GET', '/api/testimonials?lang=hi', undefined, {})).json<
      Json[]
    >();
    // The traveller's name is never translated; the title was not, so it stays as written.
    expect(testimonialsHi[0]).toMatchObject({
      name: 'Rina Pal',
      title: 'Smooth from start to end',
      feedback: 'हर होटल वैसा ही था जैसा बताया गया था।',
      translation: { locale: 'hi', fallback: ['title'] },
    });
    expect((await send('GET', '/api/translations/popular')).json<Json>()).toEqual({
      [String(popular._id)]: { bn: 'partial', hi: 'missing' },
    });
    expect((await storedRows('popular_translations')).length).toBe(1);
    expect((await storedRows('testimonial_translations')).length).toBe(1);
  });

  it("translate a departure's pickup points and note", async () => {
    const destination = await created('/api/destinations', {
      ...validBodies.destination,
      name: 'Bakkhali',
      nights: 1,
      days: 2,
    });
    const departure = await created(`/api/destinations/${String(destination._id)}/departures`, {
      startDate: '2099-01-10',
      seats: 20,
      pickupPoints: ['Esplanade', 'Howrah station'],
      note: 'Bring a warm jacket.',
    });
    const put = await send('PUT', `/api/translations/departures/${String(departure._id)}/bn`, {
      pickupPoints: ['ধর্মতলা', 'হাওড়া স্টেশন'],
    });
    expect(put.statusCode).toBe(200);
    const read = await send(
      'GET',
      `/api/destinations/${String(destination.slug)}/departures?lang=bn`,
      undefined,
      {},
    );
    expect(read.json<Json[]>()[0]).toMatchObject({
      pickupPoints: ['ধর্মতলা', 'হাওড়া স্টেশন'],
      note: 'Bring a warm jacket.',
      translation: { locale: 'bn', fallback: ['note'] },
    });
    const english = await send(
      'GET',
      `/api/destinations/${String(destination.slug)}/departures`,
      undefined,
      {},
    );
    expect(english.json<Json[]>()[0]).toMatchObject({
      pickupPoints: ['Esplanade', 'Howrah station'],
    });
    // A visitor on the Bengali page picks the Bengali pickup point: the booking keeps the English.
    const payload = {
      name: 'আশা রায়',
      phone: '9876543210',
      destination: 'Bakkhali',
      adults: 1,
      children: 0,
      category: 'Budget',
      departureId: departure._id,
      pickupPoint: 'হাওড়া স্টেশন',
      travellers: [{ name: 'আশা রায়', age: 40, gender: 'Female' }],
    };
    const booking = await api.testApp.app.inject({ method: 'POST', url: '/api/bookings', payload });
    expect(booking.statusCode).toBe(201);
    expect(booking.json()).toMatchObject({ pickupPoint: 'Howrah station' });
    const wrong = await api.testApp.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...payload, pickupPoint: 'শিয়ালদহ' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('quotes a tailor-made booking that names the destination in Bengali', async () => {
    const destination = await created('/api/destinations', {
      ...validBodies.destination,
      name: 'Tajpur',
      prices: { Budget: 5000, Deluxe: 7000, Luxury: null, child: 2500 },
    });
    await send('PUT', `/api/translations/destinations/${String(destination._id)}/bn`, {
      name: 'তাজপুর',
    });
    const response = await api.testApp.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...validBodies.booking, destination: 'তাজপুর', children: 0, adults: 2 },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ quotedTotal: 14000 });
  });
});
