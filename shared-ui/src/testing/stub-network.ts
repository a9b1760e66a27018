// Stubs the network at the API client's boundary for unit tests: records each request as it was
// sent and answers from a script; apiErrorOf takes the ApiError a failed call rejects with.
import {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

import { ApiError } from '../api/client';

export type Reply = { status: number; data: unknown };

export interface SentRequest {
  method?: string;
  url?: string;
  params: unknown;
  body: unknown;
  authorization: unknown;
}

export function stubNetwork(client: { http: AxiosInstance }, replies: Reply[]): SentRequest[] {
  const seen: SentRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    // Copy what was sent now: axios reuses the config object for a retry.
    seen.push({
      method: config.method,
      url: config.url,
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      authorization: config.headers.get('Authorization'),
    });
    const reply = replies.shift() ?? { status: 200, data: [] };
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
    }
    return response;
  };
  client.http.defaults.adapter = adapter;
  return seen;
}

/** The error `call` rejects with, which must be the client's ApiError (its status, its message). */
export async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
