// A real API client whose network is cut at the axios adapter: a test either stubs a call of the
// client (jest.spyOn(api.popular, 'list')) or answers at the adapter (respondWith). No server.
import { createApiClient, type ApiClient } from '@tours/shared-ui/api';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

import { testConfig } from './test-config';

export type TestApi = ApiClient;

/** Every request not stubbed fails as a network error would, naming the call. */
const offline: AxiosAdapter = (config) =>
  Promise.reject(new Error(`No network in tests: ${config.method?.toUpperCase()} ${config.url}`));

export function createTestApi(): TestApi {
  const api = createApiClient({ baseURL: testConfig.apiBaseUrl });
  api.http.defaults.adapter = offline;
  return api;
}

/**
 * Answers requests at the axios adapter. `answer` returns [status, body]; axios then treats a
 * non-2xx status as it would from a server (the client turns it into an ApiError).
 */
export function respondWith(
  api: TestApi,
  answer: (config: InternalAxiosRequestConfig) => [number, unknown],
): void {
  api.http.defaults.adapter = async (config) => {
    const [status, data] = answer(config);
    const response: AxiosResponse = {
      status,
      statusText: String(status),
      data,
      headers: {},
      config,
      request: {},
    };
    const validate = config.validateStatus ?? ((code: number) => code >= 200 && code < 300);
    if (validate(status)) return response;
    const { AxiosError } = await import('axios');
    throw new AxiosError(
      `Request failed with status code ${status}`,
      'ERR_BAD_RESPONSE',
      config,
      {},
      response,
    );
  };
}

/** A promise the test settles when it wants, to hold a request in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
