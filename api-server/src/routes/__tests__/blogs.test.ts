// /api/blogs: Drafts never reach a public caller; an admin's token shows them; mainContent is
// sanitised on write; the status PATCH.
import type { Blog } from '@tours/shared-ui/domain';

import { demoBlogs } from '../../seed/demo-blogs';
import { AS_ADMIN, AS_VISITOR, TOKENS, bearer } from '../../testing/auth-tokens';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { countRows, validBodies } from '../../testing/fixtures';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.ready();
});

afterAll(() => testApp.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

const blogsFor = async (headers: Record<string, string> = {}) => {
  const response = await get('/api/blogs', headers);
  expect(response.statusCode).toBe(200);
  return response.json<{ blogs: Blog[] }>().blogs;
};

const createBlog = async (fields: Partial<Blog>) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/blogs',
    headers: AS_ADMIN,
    payload: { ...validBodies.blog, ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Blog>();
};

const seededDrafts = demoBlogs.filter((blog) => blog.status === 'Draft');
const seededPublished = demoBlogs.filter((blog) => blog.status === 'Published');

describe('GET /api/blogs', () => {
  it('answers { blogs } with the Published blogs only to the public, newest first', async () => {
    const blogs = await blogsFor();
    expect(seededDrafts.length).toBeGreaterThan(0);
    expect(blogs).toHaveLength(seededPublished.length);
    expect(blogs.every((blog) => blog.status === 'Published')).toBe(true);
    const dates = blogs.map((blog) => blog.publishedDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('answers every blog, Drafts included, to an admin (by email or by claim), never cached', async () => {
    for (const token of [TOKENS.admin, TOKENS.claimAdmin]) {
      const response = await get('/api/blogs', bearer(token));
      expect(response.headers['cache-control']).toBe('no-store');
      const blogs = response.json<{ blogs: Blog[] }>().blogs;
      expect(blogs).toHaveLength(demoBlogs.length);
      expect(blogs.filter((blog) => blog.status === 'Draft')).toHaveLength(seededDrafts.length);
    }
  });

  it('answers a signed-in non-admin like the public', async () => {
    const blogs = await blogsFor(AS_VISITOR);
    expect(blogs.every((blog) => blog.status === 'Published')).toBe(true);
  });

  it('answers 401 to a token that fails verification, rather than quietly hiding the Drafts', async () => {
    for (const headers of [
      bearer('forged'),
      bearer(TOKENS.expired),
      { authorization: 'Basic abc' },
    ]) {
      const response = await get('/api/blogs', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET /api/blogs/slug/{slug}', () => {
  it('answers a Published blog', async () => {
    const [published] = seededPublished;
    const response = await get(`/api/blogs/slug/${published!.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ _id: expect.any(String), ...published });
  });

  it('answers null (200) for an unknown slug, and for a Draft unless an admin asks', async () => {
    for (const url of [
      '/api/blogs/slug/no-such-post',
      `/api/blogs/slug/${seededDrafts[0]!.slug}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toBeNull();
      expect((await get(url, AS_VISITOR)).json()).toBeNull();
    }
    const asAdmin = await get(`/api/blogs/slug/${seededDrafts[0]!.slug}`, AS_ADMIN);
    expect(asAdmin.json()).toMatchObject({ slug: seededDrafts[0]!.slug, status: 'Draft' });
  });
});

describe('GET /api/blogs/categories', () => {
  it('answers the distinct categories of Published blogs only, as an array', async () => {
    await createBlog({ slug: 'draft-only', category: 'Secret Plans', status: 'Draft' });
    const response = await get('/api/blogs/categories');
    expect(response.statusCode).toBe(200);
    const expected = [...new Set(seededPublished.map((blog) => blog.category))].sort();
    expect(response.json()).toEqual(expected);
    expect((await get('/api/blogs/categories', AS_ADMIN)).json()).not.toContain('Secret Plans');
  });
});

describe('PATCH /api/blogs/{id}', () => {
  it('publishes a Draft (dating it today) and answers the updated blog', async () => {
    const draft = await createBlog({ slug: 'to-publish', status: 'Draft', publishedDate: null });
    expect(draft.publishedDate).toBeNull();
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/blogs/${draft._id}`,
      headers: AS_ADMIN,
      payload: { status: 'Published' },
    });
    expect(response.statusCode).toBe(200);
    const published = response.json<Blog>();
    expect(published).toEqual({
      ...draft,
      status: 'Published',
      publishedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await get('/api/blogs/slug/to-publish')).json()).toEqual(published);

    const back = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/blogs/${draft._id}`,
      headers: AS_ADMIN,
      payload: { status: 'Draft' },
    });
    expect(back.json<Blog>().status).toBe('Draft');
    expect((await get('/api/blogs/slug/to-publish')).json()).toBeNull();
  });

  it('answers 400 for another status, 404 for an unknown id, 401/403 for non-admins', async () => {
    const draft = await createBlog({ slug: 'stays-draft', status: 'Draft' });
    const patch = (id: string, payload: object, headers: Record<string, string>) =>
      testApp.app.inject({ method: 'PATCH', url: `/api/blogs/${id}`, headers, payload });

    const bad = await patch(draft._id, { status: 'published' }, AS_ADMIN);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      message: 'Please check the highlighted fields.',
      errors: { status: 'Status is Draft or Published.' },
    });
    expect(
      (await patch('00000000-0000-4000-8000-000000000000', { status: 'Draft' }, AS_ADMIN))
        .statusCode,
    ).toBe(404);
    expect((await patch('x', { status: 'Draft' }, AS_ADMIN)).statusCode).toBe(404);
    expect((await patch(draft._id, { status: 'Published' }, {})).statusCode).toBe(401);
    expect((await patch(draft._id, { status: 'Published' }, AS_VISITOR)).statusCode).toBe(403);
    expect((await get('/api/blogs/slug/stays-draft')).json()).toBeNull();
  });
});

describe('blog writes', () => {
  it('store mainContent sanitised: no script, event handler or javascript:/data: address', async () => {
    const blog = await createBlog({
      slug: 'sanitised',
      mainContent:
        '<h2 onclick="steal()">Day 1</h2><script>alert(1)</script>' +
        '<p>See <a href="javascript:alert(1)">this</a> and <a href="https://example.com">that</a>.</p>' +
        '<img src="data:image/png;base64,AAAA" onerror="x()"><img src="/media/blogs/puri.svg" alt="Puri">',
    });
    expect(blog.mainContent).toBe(
      '<h2>Day 1</h2><p>See <a rel="noopener noreferrer">this</a> and ' +
        '<a href="https://example.com" rel="noopener noreferrer">that</a>.</p>' +
        '<img src="/media/blogs/puri.svg" alt="Puri" />',
    );
    const stored = await testApp.app.database.db
      .selectFrom('blogs')
      .select('main_content')
      .where('id', '=', blog._id)
      .executeTakeFirstOrThrow();
    expect(stored.main_content).toBe(blog.mainContent);

    const { _id, ...fields } = blog;
    const updated = await testApp.app.inject({
      method: 'PUT',
      url: `/api/blogs/${_id}`,
      headers: AS_ADMIN,
      payload: { ...fields, mainContent: '<p>New</p><iframe src="https://evil.example"></iframe>' },
    });
    expect(updated.json<Blog>().mainContent).toBe('<p>New</p>');
  });

  it('refuses content that is nothing but script, and writes nothing', async () => {
    const before = await countRows(testApp.app, 'blogs');
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: AS_ADMIN,
      payload: {
        ...validBodies.blog,
        slug: 'only-script',
        mainContent: '<script>alert(1)</script>',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Please check the highlighted fields.',
      errors: { mainContent: 'Main content is required.' },
    });
    expect(await countRows(testApp.app, 'blogs')).toBe(before);
  });

  it('refuse a slug that is not lower-case letters, digits and single hyphens, writing nothing', async () => {
    const created = await createBlog({ slug: 'hill-cafes' });
    const before = await countRows(testApp.app, 'blogs');
    const { _id, ...fields } = created;
    for (const slug of ['fz7q/with/slash', 'hill--cafes', 'hill_cafes', '-hill-cafes', '../etc']) {
      for (const [method, url] of [
        ['POST', '/api/blogs'],
        ['PUT', `/api/blogs/${_id}`],
      ] as const) {
        const response = await testApp.app.inject({
          method,
          url,
          headers: AS_ADMIN,
          payload: { ...fields, slug },
        });
        expect({ slug, method, status: response.statusCode }).toEqual({
          slug,
          method,
          status: 400,
        });
        expect(response.json()).toEqual({
          message: 'Please check the highlighted fields.',
          errors: { slug: 'Use only lower-case letters, digits and single hyphens.' },
        });
      }
    }
    expect(await countRows(testApp.app, 'blogs')).toBe(before);
    expect((await get('/api/blogs/slug/hill-cafes')).json()).toEqual(created);
  });

  it('answer 409 for a slug another blog has (after normalising it)', async () => {
    await createBlog({ slug: 'kurseong-walks' });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: AS_ADMIN,
      payload: { ...validBodies.blog, slug: '  Kurseong Walks ' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: 'Another blog already has the slug "kurseong-walks".',
      errors: { slug: 'Another blog already has the slug "kurseong-walks".' },
    });
  });
});
