// The public reads are answered from memory with an ETag: a write through the API shows at once,
// a Draft never reaches the cache, a matching If-None-Match gets 304, and admins always read fresh.
import type { Blog } from '@tours/shared-ui/domain';

import { AS_ADMIN, AS_VISITOR } from '../../testing/auth-tokens';
import { buildTestApp, PUBLIC_CACHE_CONTROL, type TestApp } from '../../testing/build-test-app';
import { validBodies } from '../../testing/fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.ready();
});

afterAll(() => testApp.close());

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const send = (
  method: Method,
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const get = (url: string, headers: Record<string, string> = {}) => send('GET', url, headers);

async function created<T>(url: string, payload: object): Promise<T> {
  const response = await send('POST', url, AS_ADMIN, payload);
  expect(response.statusCode).toBe(201);
  return response.json<T>();
}

const PUBLIC_READS = [
  '/api/destinations',
  '/api/popular',
  '/api/testimonials',
  '/api/blogs',
  '/api/blogs/categories',
];

describe('ETag and If-None-Match', () => {
  it.each(PUBLIC_READS)('%s: 304 with no body to a matching tag, 200 otherwise', async (url) => {
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get(url, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(again.headers.vary).toMatch(/Authorization/);
    }
    const stale = await get(url, { 'if-none-match': '"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers the same bytes and type as a fresh read (the one an admin gets)', async () => {
    for (const url of ['/api/destinations', '/api/popular', '/api/blogs/categories']) {
      const anonymous = await get(url);
      const admin = await get(url, AS_ADMIN);
      expect(anonymous.headers['content-type']).toBe(admin.headers['content-type']);
      expect(anonymous.body).toBe(admin.body);
    }
  });

  it('answers HEAD with the headers of GET', async () => {
    const full = await get('/api/testimonials');
    const head = await send('HEAD', '/api/testimonials');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers.etag).toBe(full.headers.etag);
  });
});

describe('a write shows in the next public read', () => {
  it('creating, replacing and deleting a destination', async () => {
    const before = await get('/api/destinations');
    const destination = await created<{ _id: string; slug: string }>('/api/destinations', {
      ...validBodies.destination,
      name: 'Bakkhali Sea Beach',
    });
    const afterCreate = await get('/api/destinations', {
      'if-none-match': String(before.headers.etag),
    });
    expect(afterCreate.statusCode).toBe(200);
    expect(afterCreate.headers.etag).not.toBe(before.headers.etag);
    expect(afterCreate.json<Array<{ _id: string }>>()).toContainEqual(
      expect.objectContaining({ _id: destination._id, name: 'Bakkhali Sea Beach' }),
    );

    const { _id, ...fields } = { ...destination, info: 'Fresh fish at Fraserganj.' };
    expect((await send('PUT', `/api/destinations/${_id}`, AS_ADMIN, fields)).statusCode).toBe(200);
    expect((await get('/api/destinations')).json()).toContainEqual(
      expect.objectContaining({ _id, info: 'Fresh fish at Fraserganj.' }),
    );

    expect((await send('DELETE', `/api/destinations/${_id}`, AS_ADMIN)).statusCode).toBe(204);
    const afterDelete = await get('/api/destinations');
    expect(afterDelete.json<Array<{ _id: string }>>().map((item) => item._id)).not.toContain(_id);
    expect(afterDelete.body).toBe(before.body);
  });

  it('popular destinations and testimonials', async () => {
    await get('/api/popular');
    await get('/api/testimonials');
    const popular = await created<{ _id: string }>('/api/popular', {
      ...validBodies.popular,
      title: 'Bishnupur',
    });
    const testimonial = await created<{ _id: string }>('/api/testimonials', {
      ...validBodies.testimonial,
      name: 'Sourav Das',
    });
    expect((await get('/api/popular')).json()).toContainEqual(popular);
    expect((await get('/api/testimonials')).json()).toContainEqual(testimonial);
  });

  it('a blog: the list, its slug and the categories', async () => {
    await get('/api/blogs');
    await get('/api/blogs/categories');
    const missing = await get('/api/blogs/slug/terracotta-temples-of-bishnupur');
    expect(missing.json()).toBeNull();

    const blog = await created<Blog>('/api/blogs', {
      ...validBodies.blog,
      title: 'Terracotta Temples of Bishnupur',
      slug: 'terracotta-temples-of-bishnupur',
      category: 'Heritage Walks',
    });
    expect((await get('/api/blogs')).json<{ blogs: Blog[] }>().blogs).toContainEqual(blog);
    expect((await get('/api/blogs/categories')).json()).toContain('Heritage Walks');
    const bySlug = await get(`/api/blogs/slug/${blog.slug}`);
    expect(bySlug.json()).toEqual(blog);

    const { _id, ...fields } = { ...blog, introduction: 'Baked-brick temples of the Mallas.' };
    expect((await send('PUT', `/api/blogs/${_id}`, AS_ADMIN, fields)).statusCode).toBe(200);
    expect((await get(`/api/blogs/slug/${blog.slug}`)).json<Blog>().introduction).toBe(
      'Baked-brick temples of the Mallas.',
    );
  });
});

describe('Drafts and admins', () => {
  it('a Draft never reaches a public caller, even after an admin has read it', async () => {
    await get('/api/blogs');
    const draft = await created<Blog>('/api/blogs', {
      ...validBodies.blog,
      title: 'Rasikbil Bird Sanctuary',
      slug: 'rasikbil-bird-sanctuary',
      category: 'Birding',
      status: 'Draft',
      publishedDate: null,
    });
    const asAdmin = await get(`/api/blogs/slug/${draft.slug}`, AS_ADMIN);
    expect(asAdmin.json()).toEqual(draft);
    expect(asAdmin.headers['cache-control']).toBe('no-store');
    expect(asAdmin.headers.etag).toBeUndefined();
    expect((await get('/api/blogs', AS_ADMIN)).json<{ blogs: Blog[] }>().blogs).toContainEqual(
      draft,
    );

    expect((await get(`/api/blogs/slug/${draft.slug}`)).json()).toBeNull();
    expect((await get(`/api/blogs/slug/${draft.slug}`, AS_VISITOR)).json()).toBeNull();
    const publicList = (await get('/api/blogs')).json<{ blogs: Blog[] }>().blogs;
    expect(publicList.map((blog) => blog.slug)).not.toContain(draft.slug);
    expect((await get('/api/blogs/categories')).json()).not.toContain('Birding');

    // Publishing it shows it at once; setting it back to Draft hides it at once.
    const publish = await send('PATCH', `/api/blogs/${draft._id}`, AS_ADMIN, {
      status: 'Published',
    });
    expect(publish.statusCode).toBe(200);
    expect((await get(`/api/blogs/slug/${draft.slug}`)).json()).toEqual(publish.json());
    expect((await get('/api/blogs/categories')).json()).toContain('Birding');
    await send('PATCH', `/api/blogs/${draft._id}`, AS_ADMIN, { status: 'Draft' });
    expect((await get(`/api/blogs/slug/${draft.slug}`)).json()).toBeNull();
    expect((await get('/api/blogs')).json<{ blogs: Blog[] }>().blogs).not.toContainEqual(
      expect.objectContaining({ slug: draft.slug }),
    );
  });

  it('an admin reads past the cache: every blog, no-store, no ETag', async () => {
    const anonymous = await get('/api/blogs');
    expect(anonymous.headers.etag).toBeDefined();
    const admin = await get('/api/blogs', AS_ADMIN);
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.headers.etag).toBeUndefined();
    const all = admin.json<{ blogs: Blog[] }>().blogs;
    expect(all.some((blog) => blog.status === 'Draft')).toBe(true);
    // An admin's If-None-Match is not answered from the public copy either.
    const withTag = await get('/api/blogs', {
      ...AS_ADMIN,
      'if-none-match': String(anonymous.headers.etag),
    });
    expect(withTag.statusCode).toBe(200);
  });
});

describe('PUBLIC_CACHE_TTL_MS', () => {
  /** A change made behind the API's back (another replica, SQL): only the TTL brings it in. */
  const renameEveryPopular = (app: TestApp['app'], title: string) =>
    app.database.db.updateTable('popular_destinations').set({ title }).execute();
  const titles = async (app: TestApp['app']) =>
    (await app.inject('/api/popular')).json<Array<{ title: string }>>().map((item) => item.title);

  it('keeps an answer for the TTL, then reads again; a refused write drops nothing', async () => {
    const shortLived = await buildTestApp({ publicCacheTtlMs: 1_000 });
    try {
      await shortLived.app.ready();
      const first = await shortLived.app.inject('/api/popular');
      expect(first.headers['cache-control']).toBe(
        'public, max-age=0, s-maxage=1, stale-while-revalidate=1',
      );
      await renameEveryPopular(shortLived.app, 'Renamed elsewhere');
      // A write refused before it ran (no token) changed nothing: the kept answer stays.
      const refused = await shortLived.app.inject({
        method: 'POST',
        url: '/api/popular',
        payload: validBodies.popular,
      });
      expect(refused.statusCode).toBe(401);
      expect(await titles(shortLived.app)).not.toContain('Renamed elsewhere');
      await new Promise((done) => setTimeout(done, 1_100));
      expect(new Set(await titles(shortLived.app))).toEqual(new Set(['Renamed elsewhere']));
    } finally {
      await shortLived.close();
    }
  });

  it('0 keeps nothing, and the ETag and 304 still work', async () => {
    const uncached = await buildTestApp({ publicCacheTtlMs: 0 });
    try {
      await uncached.app.ready();
      const first = await uncached.app.inject('/api/popular');
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const again = await uncached.app.inject({
        url: '/api/popular',
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      await renameEveryPopular(uncached.app, 'Renamed at once');
      expect(new Set(await titles(uncached.app))).toEqual(new Set(['Renamed at once']));
    } finally {
      await uncached.close();
    }
  });
});
