// /api/blogs (SPEC §7). Public callers see Published blogs only, by every route (list, slug,
// categories); an admin's token on the list and slug routes shows the Drafts too. Writing and the
// status PATCH are for admins, and mainContent is sanitised before it is stored.
import { type BlogInput } from '@tours/shared-ui/domain';
import { blogSchema, blogStatusSchema } from '@tours/shared-ui/schemas';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { publicReadCaching } from '../lib/cache-control';
import { invalidInput, notFound } from '../lib/http-errors';
import { sanitizeBlogHtml } from '../lib/sanitize-html';
import { parseBody } from '../lib/validation';
import type { BlogFilter } from '../repositories/blogs-repository';
import { idParams } from '../schemas/common';
import { bodies } from '../schemas/inputs';
import { registerAdminWrites } from './collection-routes';
import {
  ADMIN_ERRORS,
  ADMIN_SECURITY,
  INVALID_INPUT,
  NOT_FOUND,
  OPTIONAL_ADMIN_SECURITY,
  listOf,
  ref,
} from './route-schemas';

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

/** A token that fails verification is refused with 401 even here (see recognizeAdmin). */
const INVALID_TOKEN = {
  401: { description: 'A token was sent and is not valid.', ...ref('Message') },
};

const blogRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/blogs',
    {
      onRequest: publicReadCaching,
      preHandler: app.recognizeAdmin,
      schema: {
        tags: ['blogs'],
        summary: 'Blogs, newest first: Published ones, or all with an admin token',
        security: OPTIONAL_ADMIN_SECURITY,
        response: {
          200: {
            type: 'object',
            properties: { blogs: listOf('Blog') },
            required: ['blogs'],
          },
          ...INVALID_TOKEN,
        },
      },
    },
    app.cachedPublicRead({
      key: () => '/blogs',
      read: async (repositories, request) => ({
        blogs: await repositories.blogs.list(visibleTo(request)),
      }),
    }),
  );

  app.get<{ Params: { slug: string } }>(
    '/blogs/slug/:slug',
    {
      onRequest: publicReadCaching,
      preHandler: app.recognizeAdmin,
      schema: {
        tags: ['blogs'],
        summary: 'One blog by slug, or null (a Draft is null unless an admin asks)',
        security: OPTIONAL_ADMIN_SECURITY,
        params: {
          type: 'object',
          properties: { slug: { type: 'string' } },
          required: ['slug'],
        },
        response: {
          200: { anyOf: [ref('Blog'), { type: 'null' }] },
          ...INVALID_TOKEN,
        },
      },
    },
    app.cachedPublicRead<{ Params: { slug: string } }>({
      key: (request) => `/blogs/slug/${request.params.slug}`,
      read: (repositories, request) =>
        repositories.blogs.findBySlug(request.params.slug, visibleTo(request)),
    }),
  );

  app.get(
    '/blogs/categories',
    {
      onRequest: publicReadCaching,
      schema: {
        tags: ['blogs'],
        summary: 'Distinct categories of Published blogs, alphabetical (public)',
        response: { 200: { type: 'array', items: { type: 'string' } } },
      },
    },
    app.cachedPublicRead({
      key: () => '/blogs/categories',
      read: (repositories) => repositories.blogs.categories(),
    }),
  );

  app.patch<{ Params: { id: string } }>(
    '/blogs/:id',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['blogs'],
        summary: 'Set the status (admin); publishing an undated blog dates it today',
        security: ADMIN_SECURITY,
        params: idParams,
        body: bodies.blogStatus,
        response: { 200: ref('Blog'), ...INVALID_INPUT, ...ADMIN_ERRORS, ...NOT_FOUND },
      },
    },
    async (request) => {
      const { status } = parseBody(blogStatusSchema, request.body);
      const updated = await app.transaction((repositories) =>
        repositories.blogs.setStatus(request.params.id, status),
      );
      if (!updated) throw notFound('Blog');
      return updated;
    },
  );

  registerAdminWrites(app, {
    path: '/blogs',
    tag: 'blogs',
    entitySchemaId: 'Blog',
    label: 'Blog',
    schema: blogSchema,
    bodyDoc: bodies.blog,
    repository: (repositories) => repositories.blogs,
    prepare: sanitized,
    uniqueSlug: { constraint: 'blogs_slug_key', of: (input) => input.slug },
  });
};

export default blogRoutes;
