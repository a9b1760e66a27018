// One test app per test file, called as the admin: the route tests build it in beforeAll, close it
// (dropping its schema) after them, and send their requests through `send`.
import type { LightMyRequestResponse } from 'fastify';

import type { AppOptions } from '../app';
import { AS_ADMIN } from './auth-tokens';
import { buildTestApp, type TestApp } from './build-test-app';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AdminApi {
  /** The app built for this file (only inside tests and hooks: it is built in beforeAll). */
  readonly testApp: TestApp;
  /** A request as the admin, or with the headers given (`{}` for a visitor). */
  send(
    method: Method,
    url: string,
    payload?: object,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export function adminApiPerFile(overrides: Partial<AppOptions> = {}): AdminApi {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(overrides);
    await built.app.ready();
  });
  afterAll(() => built?.close());
  const api: AdminApi = {
    get testApp() {
      if (!built) throw new Error('The test app is built in beforeAll.');
      return built;
    },
    send: (method, url, payload, headers = AS_ADMIN) =>
      api.testApp.app.inject({
        method,
        url,
        headers,
        ...(payload === undefined ? {} : { payload }),
      }),
  };
  return api;
}
