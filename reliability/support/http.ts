// Requests of the reliability suites, counted in the figures. Only to this machine: any other
// host is refused before a byte is sent.
import { figures } from './figures';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  text: string;
  body: T;
}

export async function send<T = unknown>(
  url: string,
  {
    method = 'GET',
    token,
    json,
    raw,
    headers = {},
    timeoutMs = 15_000,
  }: {
    method?: string;
    token?: string;
    json?: unknown;
    raw?: { body: string; contentType: string };
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer<T>> {
  const host = new URL(url).hostname;
  if (!LOCAL_HOSTS.has(host) && host !== '::1') {
    throw new Error(`Refusing to send traffic off this machine: ${url}`);
  }
  const allHeaders: Record<string, string> = { Accept: 'application/json', ...headers };
  if (token !== undefined) allHeaders.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (json !== undefined) {
    allHeaders['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (raw) {
    allHeaders['Content-Type'] = raw.contentType;
    body = raw.body;
  }
  figures.requests += 1;
  const response = await fetch(url, {
    method,
    headers: allHeaders,
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, text, body: parsed as T };
}
