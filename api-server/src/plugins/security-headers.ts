// App plugin `security-headers`: helmet's headers on every answer, worked out once. @fastify/helmet
// builds a new helmet middleware (every option parsed, the CSP string assembled) on each request,
// which cost about half the CPU of a cached public read. With no per-route helmet settings and no
// CSP nonces, its headers never depend on the request: they are taken once from @fastify/helmet
// itself (on a scratch instance, so they are exactly helmet's), then set by one onRequest hook.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

/** The headers @fastify/helmet sets for `options`, read off the raw response in a handler. */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Array<[string, string]>> {
  const scratch = Fastify();
  try {
    await scratch.register(helmet, options);
    scratch.get('/', (_request, reply) => reply.send(reply.raw.getHeaders()));
    const response = await scratch.inject({ method: 'GET', url: '/' });
    return Object.entries(response.json<Record<string, string | number | string[]>>()).map(
      ([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)],
    );
  } finally {
    await scratch.close();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** helmet's headers as this plugin sets them, in order (the public-read fast lane sends them). */
    securityHeaders: ReadonlyArray<readonly [string, string]>;
  }
}

export default fp<FastifyHelmetOptions>(
  async (app, options) => {
    const headers = await helmetHeaders(options);
    app.decorate('securityHeaders', headers);
    // On the raw response, where helmet puts them: a route that sets one of them itself
    // (media's Cross-Origin-Resource-Policy, the docs page's CSP) still overrides it.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
