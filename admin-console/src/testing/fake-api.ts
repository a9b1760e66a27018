// The network stubbed at the API client's boundary: a real shared-ui client (token interceptor,
// 401 refresh, error normalising) whose axios adapter answers from a table of canned responses.
// No server listens; every request is recorded for the test to inspect.
import { createApiClient, type ApiClient } from '@tours/shared-ui/api';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

import * as apiClientModule from '../lib/api-client';
import { apiServices, type ApiServices } from '../lib/call-api';
import { testConfig } from './test-config';

export interface FakeRequest {
  method: string;
  /** The path under the API base, e.g. '/bookings/b1'. */
  path: string;
  /** The address's query (axios `params`), e.g. { q: '0009' }; {} when none. */
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export interface FakeBackend {
  /** Answers `METHOD path` with a response, or with what the handler returns, until replaced. */
  on(method: string, path: string, response: FakeResponse | FakeHandler): FakeBackend;
  requests: FakeRequest[];
  /** The requests other than GETs: what the screen changed. */
  writes(): FakeRequest[];
  adapter: AxiosAdapter;
}

/**
 * What axios's adapter gives for an answer of `status` with `data`: the response, or, for 4xx and
 * 5xx, the error axios throws (with the response), which the client turns into an ApiError.
 */
export function axiosAnswer(
  config: InternalAxiosRequestConfig,
  status: number,
  data: unknown,
): AxiosResponse {
  const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
  if (status >= 400) {
    throw Object.assign(new Error(`Request failed with status code ${status}`), {
      isAxiosError: true,
      config,
      response,
    });
  }
  return response;
}

export function createFakeBackend(): FakeBackend {
  const routes = new Map<string, FakeResponse | FakeHandler>();
  const requests: FakeRequest[] = [];

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').replace(/^https?:\/\/[^/]+\/api/, '');
    const authorization = config.headers.get('Authorization');
    const request: FakeRequest = {
      method,
      path,
      query: Object.fromEntries(
        Object.entries((config.params ?? {}) as Record<string, unknown>).map(([key, value]) => [
          key,
          String(value),
        ]),
      ),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: typeof authorization === 'string' ? authorization : undefined,
    };
    requests.push(request);
    const route = routes.get(`${method} ${path}`);
    const { status = 200, body = null } = !route
      ? { status: 404, body: { message: `No stub for ${method} ${path}` } }
      : typeof route === 'function'
        ? await route(request)
        : route;
    return axiosAnswer(config, status, body);
  };

  const backend: FakeBackend = {
    on(method, path, response) {
      routes.set(`${method.toUpperCase()} ${path}`, response);
      return backend;
    },
    requests,
    writes: () => requests.filter((request) => request.method !== 'GET'),
    adapter,
  };
  return backend;
}

/** A client for saga tests: a signed-in admin's tokens, answered by the fake backend. */
export function createFakeApi(backend = createFakeBackend()): {
  api: ApiClient;
  /** What a feature saga receives: this client and the booking office's calls on it. */
  services: ApiServices;
  backend: FakeBackend;
} {
  const api = createApiClient({
    baseURL: testConfig.apiBaseUrl,
    getIdToken: async (force) => (force ? 'fresh-token' : 'token'),
  });
  api.http.defaults.adapter = backend.adapter;
  return { api, services: apiServices(api), backend };
}

/**
 * For rendered screens: the client the root saga makes (with the fake Firebase's tokens) gets the
 * fake backend as its adapter. Restored after each test (restoreMocks).
 */
export function installFakeBackend(backend = createFakeBackend()): FakeBackend {
  // A second install in one test replaces the first (not a spy on the spy).
  if (jest.isMockFunction(apiClientModule.createAdminApiClient)) {
    (apiClientModule.createAdminApiClient as jest.Mock).mockRestore();
  }
  const createReal = apiClientModule.createAdminApiClient;
  jest.spyOn(apiClientModule, 'createAdminApiClient').mockImplementation((baseURL, auth) => {
    const api = createReal(baseURL, auth);
    api.http.defaults.adapter = backend.adapter;
    return api;
  });
  return backend;
}

/** A response the test releases when it wants, to look at a screen while a call is on its way. */
export function deferred<T = FakeResponse>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
