// The axios client every front end uses: Firebase ID token on each request, one retry with a
// refreshed token on 401, and errors normalised to ApiError.
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

import { bodyMessage } from './server-message';

export type GetIdToken = (forceRefresh: boolean) => Promise<string | null>;

export interface ApiClientOptions {
  baseURL: string;
  /** Returns the signed-in user's ID token, or null when nobody is signed in. */
  getIdToken?: GetIdToken;
  timeoutMs?: number;
}

/** One shape for every failed call: the HTTP status (0 when the server was not reached) and text. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly body: unknown;

  constructor(
    message: string,
    status: number,
    errors: Record<string, string> = {},
    body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.body = body;
  }
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retriedWithFreshToken?: boolean;
}

/** The field texts of a 400 answer (`errors`: field -> message). */
function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  if (record.errors && typeof record.errors === 'object') {
    for (const [key, value] of Object.entries(record.errors as Record<string, unknown>)) {
      if (typeof value === 'string') errors[key] = value;
    }
  }
  return errors;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (axios.isAxiosError(error)) {
    const axiosError = error as AxiosError;
    const status = axiosError.response?.status ?? 0;
    const body = axiosError.response?.data;
    return new ApiError(bodyMessage(body) ?? axiosError.message, status, fieldErrorsOf(body), body);
  }
  return new ApiError(error instanceof Error ? error.message : String(error), 0);
}

/** The token, or null when the provider cannot give one (the request then goes without). */
async function safeToken(getIdToken: GetIdToken, forceRefresh: boolean): Promise<string | null> {
  try {
    return await getIdToken(forceRefresh);
  } catch (error) {
    console.warn('Could not get an ID token for the API request.', error);
    return null;
  }
}

export function createHttpClient({
  baseURL,
  getIdToken,
  timeoutMs = 15000,
}: ApiClientOptions): AxiosInstance {
  const http = axios.create({
    baseURL,
    timeout: timeoutMs,
    headers: { Accept: 'application/json' },
  });

  if (getIdToken) {
    http.interceptors.request.use(async (config: RetriableConfig) => {
      // A retry already carries the refreshed token.
      if (config._retriedWithFreshToken) return config;
      const token = await safeToken(getIdToken, false);
      if (token) {
        config.headers.set('Authorization', `Bearer ${token}`);
      } else {
        // SPEC §6: with no signed-in user the request still goes, and the server decides.
        console.warn(
          `No signed-in user: ${config.method?.toUpperCase()} ${config.url} is sent without a token.`,
        );
      }
      return config;
    });
  }

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (getIdToken && axios.isAxiosError(error) && error.response?.status === 401 && error.config) {
      const config = error.config as RetriableConfig;
      if (!config._retriedWithFreshToken) {
        config._retriedWithFreshToken = true;
        // A refresh that fails (the account was deleted or disabled) leaves the 401 standing,
        // so the caller ends the session instead of seeing an unrelated error.
        const fresh = await safeToken(getIdToken, true);
        if (fresh) {
          config.headers.set('Authorization', `Bearer ${fresh}`);
          try {
            return await http.request(config);
          } catch (retryError) {
            throw toApiError(retryError);
          }
        }
      }
    }
    throw toApiError(error);
  });

  return http;
}
