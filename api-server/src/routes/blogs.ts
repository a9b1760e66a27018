// /api/blogs (SPEC §7). Public callers see Published blogs only, by every route (list, slug,
// categories); an admin's token on the list and slug routes shows the Drafts too. Writing and the
// status PATCH are for admins, and mainContent is sanitised before it is stored.
import type { Blog, BlogInput } from '@tours/shared-ui/domain';
import { blogSchema, blogStatusSchema } from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { invalidInput, notFound } from '../lib/http-errors';
import { sanitizeBlogHtml } from '../lib/sanitize-html';
import { parseBody } from '../lib/validation';
import type { BlogFilter } from '../repositories/blogs-repository';
import { idParams } from '../schemas/common';
import { documented } from '../schemas/inputs';
import { langQuery } from '../schemas/translations';
import { langOf, translateAll, translateOne } from '../services/translations/content-translations';
import { recordChange, resourceRoutes, type AuditOptions } from './resource-routes';
import { listOf, NOT_FOUND, ref } from './route-schemas';

export const MAIN_CONTENT_EMPTY_MESSAGE = 'Main content is required.';

/** What this caller may see: everything for an admin, Published blogs for anyone else. */
function visibleTo(request: FastifyRequest): BlogFilter {
  return request.admin ? {} : { status: 'Published' };
}

/** The stored HTML is the sanitised one; HTML that was nothing but script is no content. */
function sanitized(input: BlogInput): BlogInput {
  const mainContent = sanitizeBlogHtml(input.mainContent);
  if (mainContent === '') throw invalidInput({ mainContent: MAIN_CONTENT_EMPTY_MESSAGE });
  return { ...input, mainContent };
}

const BLOG_AUDIT: AuditOptions<Blog> = {
  entity: 'blog',
  describe: (record) => `blog "${record.title}"`,
};

/** The public reads: cached for anonymous callers, dropped by any blog write. */
const PUBLIC_READ = { publicRead: { invalidatedBy: ['blogs'] } } as const;

const writes = resourceRoutes({
  path: '/blogs',
  tag: 'blogs',
  entity: 'Blog',
  label: 'Blog',
  topic: 'blogs',
  slugConstraint: 'blogs_slug_key',
  audit: BLOG_AUDIT,
  find: (repositories, id) => repositories.blogs.findById(id),
  create: {
    access: 'admin',
    summary: 'Create a blog; mainContent is sanitised',
    body: { schema: blogSchema, prepare: sanitized },
    write: (repositories, input) => repositories.blogs.create(input),
  },
  update: {
    summary: 'Replace a blog (mainContent sanitised); answers the updated blog',
    body: { schema: blogSchema, prepare: sanitized },
    write: (repositories, id, input) => repositories.blogs.update(id, input),
  },
  remove: {
    summary: 'Delete a blog',
    write: (repositories, id) => repositories.blogs.remove(id),
  },
});

const blogRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/blogs',
    {
      config: { access: 'public-admin-sees-more', ...PUBLIC_READ },
      schema: {
        tags: ['blogs'],
        summary: 'Blogs, newest first: Published ones, or all with an admin token',
        querystring: langQuery,
        response: {
          200: { type: 'object', properties: { blogs: listOf('Blog') }, required: ['blogs'] },
        },
      },
    },
    async (request) => {
      const lang = langOf(request.query);
      const blogs = await app.repositories.blogs.list(visibleTo(request));
      return { blogs: await translateAll(app.repositories, 'blogs', blogs, lang) };
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/blogs/slug/:slug',
    {
      config: { access: 'public-admin-sees-more', ...PUBLIC_READ },
      schema: {
        tags: ['blogs'],
        summary: 'One blog by slug, or null (a Draft is null unless an admin asks)',
        params: {
          type: 'object',
          properties: { slug: { type: 'string' } },
          required: ['slug'],
        },
        querystring: langQuery,
        response: { 200: { anyOf: [ref('Blog'), { type: 'null' }] } },
      },
    },
    async (request) => {
      const lang = langOf(request.query);
      const blog = await app.repositories.blogs.findBySlug(request.params.slug, visibleTo(request));
      return translateOne(app.repositories, 'blogs', blog, lang);
    },
  );

  app.get(
    '/blogs/categories',
    {
      config: { access: 'public', ...PUBLIC_READ },
      schema: {
        tags: ['blogs'],
        summary: 'Distinct categories of Published blogs, alphabetical',
        response: { 200: { type: 'array', items: { type: 'string' } } },
      },
    },
    async () => app.repositories.blogs.categories(),
  );

  app.patch<{ Params: { id: string } }>(
    '/blogs/:id',
    {
      config: { access: 'admin', invalidates: ['blogs'] },
      schema: {
        tags: ['blogs'],
        summary: 'Set the status; publishing an undated blog dates it today',
        params: idParams,
        body: documented(blogStatusSchema),
        response: { 200: ref('Blog'), ...NOT_FOUND },
      },
    },
    async (request) => {
      const { status } = parseBody(blogStatusSchema, request.body);
      return app.transaction(request.admin, async (repositories) => {
        const before = await repositories.blogs.findById(request.params.id);
        const updated = before && (await repositories.blogs.setStatus(before._id, status));
        if (!updated) throw notFound('Blog');
        await recordChange(repositories, BLOG_AUDIT, 'status', before, updated);
        return updated;
      });
    },
  );

  await app.register(writes);
};

export default blogRoutes;
