// Helpers of the server render's tests (@jest-environment node): a real HTTP API answering fixed
// routes, and the HTML a rendered page streams.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

import type { RenderedPage } from '../server/render';

export interface FixtureApi {
  /** http://127.0.0.1:<port>/api */
  baseUrl: string;
  /** The paths asked for since the last reset(). */
  requests: string[];
  /** The query strings the API was asked with, by path. */
  queries: Record<string, string>;
  reset: () => void;
  close: () => Promise<void>;
}

/**
 * A local API answering `routes` (path -> JSON body, or a function of the request's query giving
 * it: `(query) => answers[query.get('lang')]`) and 404 for anything else.
 */
export async function startFixtureApi(routes: Record<string, unknown>): Promise<FixtureApi> {
  const api = {
    requests: [] as string[],
    queries: {} as Record<string, string>,
  };
  const server: Server = createServer((request, response) => {
    const [path = '', query = ''] = (request.url ?? '').split('?');
    api.requests.push(path);
    api.queries[path] = query;
    if (!(path in routes)) {
      response.writeHead(404).end();
      return;
    }
    const route = routes[path];
    const body =
      typeof route === 'function'
        ? (route as (query: URLSearchParams) => unknown)(new URLSearchParams(query))
        : route;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    get requests() {
      return api.requests;
    },
    get queries() {
      return api.queries;
    },
    reset() {
      api.requests = [];
      api.queries = {};
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The page's HTML (the content of #root), as the web server receives it. */
export async function pageHtml(page: RenderedPage): Promise<string> {
  let text = '';
  await new Promise<void>((done) =>
    page.pipe(
      new Writable({
        write(chunk, _encoding, next) {
          text += String(chunk);
          next();
        },
        final(next) {
          next();
          done();
        },
      }),
    ),
  );
  return text;
}
