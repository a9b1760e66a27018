// App plugin `docs`: the OpenAPI document built from the routes' schemas (@fastify/swagger), at
// /api/docs/json, and Swagger UI at /api/docs with its own assets (no CDN: the machine may be
// offline). Registered before the routes, since it collects them as they are added. Swagger UI's
// own routes are in the document too (the library hides them): every path served is.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/api/docs';

/**
 * The docs page is the one HTML page of the API: it loads its own scripts, styles and images from
 * this origin, and calls the API ("Try it out") from it. Everything else answers JSON under
 * helmet's `default-src 'none'`.
 */
export const DOCS_CSP =
  "default-src 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'; " +
  "form-action 'self'; img-src 'self' data:; script-src 'self'; style-src 'self' 'unsafe-inline'";

export interface DocsPluginOptions {
  version: string;
}

const message = (description: string) => ({ description, $ref: 'Message#' });
const text = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: { type: 'string' } } },
});

/**
 * The answers of a file served by @fastify/static (the docs' assets, the media): the file, 304 to
 * a matching If-None-Match, 412 to a failed If-Match or If-Unmodified-Since, 403 for a dot file,
 * 404 for a missing one.
 */
export const STATIC_FILE_ANSWERS = {
  200: { description: 'The file.' },
  304: { description: 'The copy the client holds is current.' },
  403: message('A dot file.'),
  404: message('No such file.'),
  412: { description: 'A precondition (If-Match, If-Unmodified-Since) failed.' },
  500: message('The file could not be read.'),
};

/** What Swagger UI's routes answer, by their path under the docs prefix. */
const DOCS_ROUTES: Record<string, { summary: string; response: Record<number, unknown> }> = {
  '': {
    summary: 'Swagger UI',
    response: { 200: text('text/html', 'The page.') },
  },
  '/json': {
    summary: 'This document, as JSON',
    response: {
      200: {
        description: 'The OpenAPI document.',
        content: {
          'application/json': { schema: { type: 'object', additionalProperties: true } },
        },
      },
    },
  },
  '/yaml': {
    summary: 'This document, as YAML',
    response: { 200: text('application/x-yaml', 'The OpenAPI document.') },
  },
  '/static/index.html': {
    summary: 'The page under its file name: redirected to the page',
    response: { 302: { description: 'Location: the page.' } },
  },
  '/static/swagger-initializer.js': {
    summary: "Swagger UI's start script, with this API's settings",
    response: { 200: text('application/javascript', 'The script.') },
  },
  '/static/*': {
    summary: "Swagger UI's scripts, styles and images",
    response: STATIC_FILE_ANSWERS,
  },
};

/** onRoute hook: Swagger UI's routes, documented in place of the library's `hide: true`. */
function documentDocsRoute(route: RouteOptions): void {
  if (!route.url.startsWith(DOCS_PREFIX)) return;
  const known = DOCS_ROUTES[route.url.slice(DOCS_PREFIX.length).replace(/\/$/, '')];
  if (!known) return;
  route.schema = {
    tags: ['docs'],
    summary: known.summary,
    ...(route.url.endsWith('*')
      ? { params: { type: 'object', properties: { '*': { type: 'string' } }, required: ['*'] } }
      : {}),
    response: known.response,
  };
}

export default fp<DocsPluginOptions>(
  async (app, options) => {
    // Before @fastify/swagger's own hook, which reads whether a route is hidden.
    app.addHook('onRoute', documentDocsRoute);
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Sonarpur Tours & Travels API',
          description:
            'The calls of SPEC §7. Errors answer `{ message }`; bad input answers 400 with ' +
            '`{ message, errors: { field: text } }`. Admin calls need a Firebase ID token of an ' +
            'admin as a Bearer token.',
          version: options.version,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' },
          },
        },
      },
      // Shared schemas keep their names (Destination, Blog, ...) in components.schemas.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) =>
          typeof json.$id === 'string' ? json.$id : `def-${index}`,
      },
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: DOCS_CSP,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'docs', fastify: '5.x' },
);
