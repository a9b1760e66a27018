// App plugin `docs`: the OpenAPI document built from the routes' schemas (@fastify/swagger), at
// /api/docs/json, and Swagger UI at /api/docs with its own assets (no CDN: the machine may be
// offline). Registered before the routes, since it collects them as they are added.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
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

export default fp<DocsPluginOptions>(
  async (app, options) => {
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
