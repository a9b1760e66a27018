// The admin-managed collections (destinations, popular destinations, testimonials, blogs) share
// one contract for POST, PUT /{id} and DELETE /{id}: checked here once per collection.
import { buildTestApp, PUBLIC_CACHE_CONTROL, type TestApp } from '../../testing/build-test-app';
import { AS_ADMIN, AS_VISITOR, TOKENS, bearer } from '../../testing/auth-tokens';
import { countRows, validBodies, type Table } from '../../testing/fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.ready();
});

afterAll(() => testApp.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Body = Record<string, unknown>;

interface Collection {
  path: string;
  table: Table;
  /** A valid body; `n` makes its slug (or name) unique. */
  body: (n: number) => Body;
  /** The list as the front end reads it. */
  list: (json: unknown) => Body[];
  /** An edit, and a bad body with the field the admin form would highlight. */
  change: Body;
  bad: { body: Body; field: string; message: string };
}

const asArray = (json: unknown) => json as Body[];

const collections: Collection[] = [
  {
    path: '/api/destinations',
    table: 'destinations',
    body: (n) => ({ ...validBodies.destination, name: `Mandarmani ${n}` }),
    list: asArray,
    change: { info: 'Now with a new road.', price: ['7,500 per person (Deluxe)'] },
    bad: { body: { map: '' }, field: 'map', message: 'Map URL is required.' },
  },
  {
    path: '/api/popular',
    table: 'popular_destinations',
    body: (n) => ({ ...validBodies.popular, title: `Mandarmani ${n}` }),
    list: asArray,
    change: { description: 'Quieter than Digha.' },
    bad: { body: { src: ' ' }, field: 'src', message: 'Image URL is required.' },
  },
  {
    path: '/api/testimonials',
    table: 'testimonials',
    body: (n) => ({ ...validBodies.testimonial, name: `Rina Pal ${n}` }),
    list: asArray,
    change: { feedback: 'We will travel with them again.' },
    bad: { body: { feedback: '' }, field: 'feedback', message: 'Feedback is required.' },
  },
  {
    path: '/api/blogs',
    table: 'blogs',
    body: (n) => ({ ...validBodies.blog, slug: `tea-gardens-${n}` }),
    list: (json) => (json as { blogs: Body[] }).blogs,
    change: { introduction: 'Updated introduction.', tags: ['tea'] },
    bad: { body: { author: '' }, field: 'author', message: 'Please fill in all required fields.' },
  },
];

function send(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload: Body | undefined,
  headers: Record<string, string>,
) {
  return testApp.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

let serial = 0;

describe.each(collections)('$path', (collection) => {
  const create = async (overrides: Body = {}) => {
    serial += 1;
    const response = await send(
      'POST',
      collection.path,
      { ...collection.body(serial), ...overrides },
      AS_ADMIN,
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    return response.json<Body>();
  };

  const listed = async () =>
    collection.list((await send('GET', collection.path, undefined, AS_ADMIN)).json());

  it('creates for an admin: 201 with the stored record, whose _id is a generated string', async () => {
    const before = await countRows(testApp.app, collection.table);
    const created = await create({ _id: 'chosen-by-caller', createdAt: 'x', owner: 'me' });
    expect(created._id).toEqual(expect.stringMatching(UUID));
    expect(created).not.toHaveProperty('owner');
    expect(created).not.toHaveProperty('createdAt');
    expect(await countRows(testApp.app, collection.table)).toBe(before + 1);
    expect(await listed()).toContainEqual(created);
  });

  it('is read by anyone, with a cache lifetime for shared caches only', async () => {
    const created = await create();
    const response = await send('GET', collection.path, undefined, {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.vary).toMatch(/Authorization/);
    const list = collection.list(response.json());
    expect(Array.isArray(list)).toBe(true);
    expect(list).toContainEqual(created);
    // The admin console reloads the same list right after a save: it must never get a stored copy.
    const asAdmin = await send('GET', collection.path, undefined, AS_ADMIN);
    expect(asAdmin.headers['cache-control']).toBe('no-store');
  });

  it('replaces for an admin: 200 with the updated record', async () => {
    const created = await create();
    const { _id, ...fields } = created;
    const response = await send(
      'PUT',
      `${collection.path}/${String(_id)}`,
      { ...fields, ...collection.change },
      AS_ADMIN,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...created, ...collection.change });
    expect(await listed()).toContainEqual({ ...created, ...collection.change });
  });

  it('deletes for an admin: 204 without a body, then the record is gone', async () => {
    const created = await create();
    const remove = () =>
      send('DELETE', `${collection.path}/${String(created._id)}`, undefined, AS_ADMIN);
    const response = await remove();
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await listed()).map((item) => item._id)).not.toContain(created._id);
    expect((await remove()).statusCode).toBe(404);
  });

  it('answers 400 with the form messages per field and writes nothing', async () => {
    const created = await create();
    const before = await countRows(testApp.app, collection.table);
    const bad = { ...collection.body(9999), ...collection.bad.body };
    for (const [method, url] of [
      ['POST', collection.path],
      ['PUT', `${collection.path}/${String(created._id)}`],
    ] as const) {
      const response = await send(method, url, bad, AS_ADMIN);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'Please check the highlighted fields.',
        errors: { [collection.bad.field]: collection.bad.message },
      });
    }
    expect(await countRows(testApp.app, collection.table)).toBe(before);
    expect(await listed()).toContainEqual(created);
  });

  it('answers 404 for an id that matches nothing, UUID or not', async () => {
    for (const id of [UNKNOWN_ID, 'not-a-uuid', '1']) {
      const put = await send('PUT', `${collection.path}/${id}`, collection.body(0), AS_ADMIN);
      expect(put.statusCode).toBe(404);
      expect(put.json()).toEqual({ message: expect.stringMatching(/ not found\.$/) });
      const del = await send('DELETE', `${collection.path}/${id}`, undefined, AS_ADMIN);
      expect(del.statusCode).toBe(404);
    }
  });

  it('refuses every write without a valid token (401) and from a non-admin (403)', async () => {
    const created = await create();
    const before = await countRows(testApp.app, collection.table);
    const writes = [
      ['POST', collection.path, collection.body(0)],
      [
        'PUT',
        `${collection.path}/${String(created._id)}`,
        { ...collection.body(0), ...collection.change },
      ],
      ['DELETE', `${collection.path}/${String(created._id)}`, undefined],
    ] as const;
    for (const [method, url, body] of writes) {
      for (const headers of [{}, bearer('forged'), bearer(TOKENS.expired)]) {
        const response = await send(method, url, body, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
      const forbidden = await send(method, url, body, AS_VISITOR);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'This account is not an admin.' });
    }
    expect(await countRows(testApp.app, collection.table)).toBe(before);
    expect(await listed()).toContainEqual(created);
  });
});
