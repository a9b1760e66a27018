// The serialised answers of the public reads (lists, a blog by slug, categories), kept in this
// process with their ETag so that a repeated read costs no query and no serialisation. An answer
// depends on the repositories its read used (recorded, not declared: `recordUse`); a write through
// one of them (app.transaction records those too) drops the answers that depend on it once its
// transaction has ended. Every answer also expires after `ttlMs`: that bounds how stale another
// replica's copy can be, since a write only clears the cache of the process that made it.
import { createHash } from 'node:crypto';

import type { Repositories } from '../repositories/create-repositories';

/** What an entry was read from: a repository whose writes make it stale. */
export type CacheTopic = keyof Repositories;

export interface CachedAnswer {
  /** The JSON bytes, exactly as the route's serialiser wrote them. */
  readonly body: Buffer;
  /** Strong entity tag of `body`, quoted. */
  readonly etag: string;
}

export interface PublicReadCacheOptions {
  /** How long an entry is served before it is read again; 0 turns the cache off. */
  ttlMs: number;
  /** Most entries kept; the oldest are dropped first (slugs are chosen by the caller). */
  maxEntries?: number;
  /** Clock, for tests. */
  now?: () => number;
}

/** What a loader answers: the serialised JSON, and whether it may be kept (a missing blog is not). */
export interface LoadedAnswer {
  body: Buffer;
  cacheable: boolean;
}

/** What a loader gets: the repositories to read from (their use is recorded). */
export type Loader = (repositories: Repositories) => Promise<LoadedAnswer>;

interface Entry extends CachedAnswer {
  topics: ReadonlySet<CacheTopic>;
  expiresAt: number;
}

interface Loading {
  topics: ReadonlySet<CacheTopic>;
  answer: Promise<CachedAnswer>;
}

export const DEFAULT_PUBLIC_CACHE_TTL_MS = 5_000;
const DEFAULT_MAX_ENTRIES = 1_000;

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match against our tag, with the weak comparison RFC 9110 prescribes for it. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** `repositories`, with the name of every repository taken from it added to `used`. */
export function recordUse(repositories: Repositories, used: Set<CacheTopic>): Repositories {
  return new Proxy(repositories, {
    get(target, property, receiver) {
      if (typeof property === 'string' && property in target) used.add(property as CacheTopic);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

function overlaps(a: ReadonlySet<CacheTopic>, b: ReadonlySet<CacheTopic>): boolean {
  for (const topic of a) if (b.has(topic)) return true;
  return false;
}

export class PublicReadCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, Entry>();
  /** Reads already under way, shared by every request for the same key (one query, not fifty). */
  readonly #loading = new Map<string, Loading>();
  /** Bumped by every invalidation: a read that began before a write must not store its result. */
  readonly #generations = new Map<CacheTopic, number>();
  readonly #repositories: Repositories;

  constructor(repositories: Repositories, options: PublicReadCacheOptions) {
    this.#repositories = repositories;
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    this.#now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.#ttlMs > 0;
  }

  /** How many answers are kept (for tests and diagnostics). */
  get size(): number {
    return this.#entries.size;
  }

  /** The kept answer for `key` while it is fresh, or undefined: never reads the database. */
  peek(key: string): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    return entry !== undefined && entry.expiresAt > this.#now() ? entry : undefined;
  }

  /** The kept answer for `key`, or the one `load` produces (kept when it may be). */
  get(key: string, load: Loader): Promise<CachedAnswer> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.#now()) return Promise.resolve(entry);
    if (entry) this.#entries.delete(key);
    const pending = this.#loading.get(key);
    if (pending) return pending.answer;
    const topics = new Set<CacheTopic>();
    const loading: Loading = {
      topics,
      answer: this.#load(key, topics, load).finally(() => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
      }),
    };
    this.#loading.set(key, loading);
    return loading.answer;
  }

  /** Drops every answer read from these repositories (called after a write's transaction). */
  invalidate(topics: Iterable<CacheTopic>): void {
    const dropped = new Set(topics);
    if (dropped.size === 0) return;
    for (const topic of dropped) this.#generations.set(topic, this.#generation(topic) + 1);
    for (const [key, entry] of this.#entries) {
      if (overlaps(entry.topics, dropped)) this.#entries.delete(key);
    }
    // A read under way began before the write ended: later requests must not join it.
    for (const [key, loading] of this.#loading) {
      if (overlaps(loading.topics, dropped)) this.#loading.delete(key);
    }
  }

  #generation(topic: CacheTopic): number {
    return this.#generations.get(topic) ?? 0;
  }

  async #load(key: string, topics: Set<CacheTopic>, load: Loader): Promise<CachedAnswer> {
    const generations = new Map(this.#generations);
    const { body, cacheable } = await load(recordUse(this.#repositories, topics));
    const answer = { body, etag: etagOf(body) };
    const unchanged = [...topics].every(
      (topic) => this.#generation(topic) === (generations.get(topic) ?? 0),
    );
    if (cacheable && this.enabled && unchanged) {
      if (this.#entries.size >= this.#maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(key, { ...answer, topics, expiresAt: this.#now() + this.#ttlMs });
    }
    return answer;
  }
}
