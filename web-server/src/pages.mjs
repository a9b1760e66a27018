// The site's page (the host's index.html) for a route of the app: rendered on the server for the
// public paths (ssr.mjs), streamed, with the page's head, stylesheets and state; else, or when the
// render cannot be had, client-rendered as before: the template with the runtime config inline and
// the preload links of the path's remote (page-hints.mjs). Compression is @fastify/compress's.
import { readFileSync } from 'node:fs';
import { PassThrough, Writable } from 'node:stream';

import { remoteForPath } from './page-hints.mjs';
import { sharedDomain } from './shared-domain.mjs';
import { composePage, renderedPageCacheControl } from './ssr.mjs';

/** @typedef {import('fastify').FastifyRequest} Request */
/** @typedef {import('fastify').FastifyReply} Reply */

const HTML = 'text/html; charset=utf-8';

/**
 * The template in the language of the address (issue 29: /bn/... Bengali, /hi/... Hindi, else
 * English), rendered or not: `<html lang>` is the path's, as the public site's texts are.
 * @param {string} html
 * @param {string} pathname
 */
export function inPageLanguage(html, pathname) {
  const lang = sharedDomain().localeOfPath(pathname);
  return html.replace(
    /<html(\s[^>]*)?>/,
    (_, attributes = '') =>
      `<html${attributes.replace(/\slang=("[^"]*"|[^\s>]+)/, '')} lang="${lang}">`,
  );
}

/**
 * @param {{
 *   appConfig: import('@tours/shared-ui/domain').RuntimeConfig,
 *   hints: ReturnType<typeof import('./page-hints.mjs').createPageHints>,
 *   ssr: ReturnType<typeof import('./ssr.mjs').createSsr> | null,
 *   siteUrl: string,
 *   settings: ReturnType<typeof import('./ssr.mjs').ssrSettings> | null,
 * }} options
 */
export function createPages({ appConfig, hints, ssr, siteUrl, settings }) {
  const siteOrigin = new URL(siteUrl).origin;
  // index.html as last read, read again only when the build changes it.
  let template = { mtimeMs: -1, text: '' };

  /**
   * @param {string} file
   * @param {number} mtimeMs
   */
  function templateOf(file, mtimeMs) {
    if (template.mtimeMs !== mtimeMs) template = { mtimeMs, text: readFileSync(file, 'utf8') };
    return template.text;
  }

  /**
   * The client-rendered page: the template with the hints for this path.
   * @param {Reply} reply
   * @param {string} html the template
   * @param {string} pathname
   */
  function sendClientRendered(reply, html, pathname) {
    return reply.type(HTML).header('cache-control', 'no-cache').send(hints.render(html, pathname));
  }

  /**
   * A public page rendered on the server, streamed: the head with the page's tags, then the
   * page's HTML as React writes it (its first preloads moved into the head), then the state.
   * @param {Request} request
   * @param {Reply} reply
   * @param {string} html the template
   * @param {string} pathname
   * @param {NonNullable<typeof ssr>} renderer
   */
  async function sendRendered(request, reply, html, pathname, renderer) {
    const page = await renderer.render({ url: request.url, config: appConfig, origin: siteOrigin });
    const parts = page ? composePage(hints.render(html, pathname, page.chunks ?? []), page) : null;
    if (!page || !parts) {
      page?.abort('no page template');
      return sendClientRendered(reply, html, pathname);
    }
    reply
      .code(page.status)
      .type(HTML)
      .header('cache-control', renderedPageCacheControl(settings?.cacheTtlMs ?? 0));
    if (request.method === 'HEAD') {
      page.abort('HEAD');
      return reply.send('');
    }
    const out = new PassThrough();
    // A visitor who leaves before the end stops the render (its 'drain' would never come).
    out.once('close', () => page.abort('closed'));
    // React starts with the page's preloads (<link rel="preload">, its largest image first): they
    // join the head, before the page's HTML.
    let pending = '';
    let headWritten = false;
    const writeHead = (/** @type {boolean} */ all) => {
      const links = all ? pending : (/^(?:<link[^>]*>)*/.exec(pending)?.[0] ?? '');
      if (!all && links.length === pending.length) return;
      out.write(`${parts.head}${links}${parts.open}${pending.slice(links.length)}`);
      headWritten = true;
      pending = '';
    };
    page.pipe(
      new Writable({
        write(chunk, _encoding, done) {
          if (headWritten) {
            if (out.write(chunk)) done();
            else out.once('drain', () => done());
            return;
          }
          pending += String(chunk);
          writeHead(false);
          done();
        },
        final(done) {
          if (!headWritten) writeHead(true);
          out.end(parts.close);
          done();
        },
      }),
    );
    return reply.send(out);
  }

  return {
    /**
     * The page of a route of the app.
     * @param {Request} request
     * @param {Reply} reply
     * @param {string} file index.html
     * @param {number} mtimeMs its modification time
     */
    send(request, reply, file, mtimeMs) {
      const pathname = new URL(request.url, 'http://localhost').pathname;
      const html = inPageLanguage(templateOf(file, mtimeMs), pathname);
      if (ssr && remoteForPath(pathname) === 'public_site') {
        return sendRendered(request, reply, html, pathname, ssr);
      }
      return sendClientRendered(reply, html, pathname);
    },
  };
}
