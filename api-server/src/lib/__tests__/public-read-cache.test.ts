// PublicReadCache on its own: what it keeps, for how long, and what a write drops.
import type { Repositories } from '../../repositories/create-repositories';
import { etagOf, matchesIfNoneMatch, PublicReadCache, type Loader } from '../public-read-cache';

/** Repositories whose lists answer what `data` holds now. */
const data = { destinations: ['Digha'], blogs: ['Puri'] };
const repositories = {
  destinations: { list: async () => [...data.destinations] },
  blogs: { list: async () => [...data.blogs] },
} as unknown as Repositories;

const json = (value: unknown) => ({ body: Buffer.from(JSON.stringify(value)), cacheable: true });
const destinations: Loader = async (r) => json(await r.destinations.list());
const blogs: Loader = async (r) => json(await r.blogs.list());
const text = async (answer: Promise<{ body: Buffer }>) => (await answer).body.toString();

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

beforeEach(() => {
  data.destinations = ['Digha'];
  data.blogs = ['Puri'];
});

describe('PublicReadCache', () => {
  it('keeps an answer until its repository is written, and only that repository', async () => {
    const cache = new PublicReadCache(repositories, { ttlMs: 60_000 });
    expect(await text(cache.get('d', destinations))).toBe('["Digha"]');
    expect(await text(cache.get('b', blogs))).toBe('["Puri"]');
    data.destinations = ['Digha', 'Puri'];
    data.blogs = ['Puri', 'Digha'];
    expect(await text(cache.get('d', destinations))).toBe('["Digha"]');

    cache.invalidate(['destinations']);
    expect(await text(cache.get('d', destinations))).toBe('["Digha","Puri"]');
    expect(await text(cache.get('b', blogs))).toBe('["Puri"]');
  });

  it('reads again once the TTL has passed (the bound for other replicas)', async () => {
    let now = 0;
    const cache = new PublicReadCache(repositories, { ttlMs: 5_000, now: () => now });
    await cache.get('d', destinations);
    data.destinations = ['Gangtok'];
    now = 4_999;
    expect(await text(cache.get('d', destinations))).toBe('["Digha"]');
    now = 5_000;
    expect(await text(cache.get('d', destinations))).toBe('["Gangtok"]');
  });

  it('peeks at a fresh answer only, and never reads the database to do it', async () => {
    let now = 0;
    const cache = new PublicReadCache(repositories, { ttlMs: 5_000, now: () => now });
    expect(cache.peek('d')).toBeUndefined();
    expect(cache.size).toBe(0);
    const { etag } = await cache.get('d', destinations);
    expect(cache.peek('d')?.etag).toBe(etag);
    cache.invalidate(['blogs']);
    expect(cache.peek('d')?.etag).toBe(etag);
    now = 5_000;
    expect(cache.peek('d')).toBeUndefined();
    await cache.get('d', destinations);
    cache.invalidate(['destinations']);
    expect(cache.peek('d')).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, and never what the loader marks not cacheable', async () => {
    const off = new PublicReadCache(repositories, { ttlMs: 0 });
    await off.get('d', destinations);
    expect(off.size).toBe(0);
    const on = new PublicReadCache(repositories, { ttlMs: 60_000 });
    await on.get('missing', async () => ({ body: Buffer.from('null'), cacheable: false }));
    expect(on.size).toBe(0);
  });

  it('shares one read among the callers that ask while it runs', async () => {
    const cache = new PublicReadCache(repositories, { ttlMs: 60_000 });
    let reads = 0;
    const gate = deferred();
    const slow: Loader = async (r) => {
      reads += 1;
      await gate.promise;
      return destinations(r);
    };
    const answers = [cache.get('d', slow), cache.get('d', slow), cache.get('d', slow)];
    gate.resolve();
    expect(await Promise.all(answers.map(text))).toEqual(Array(3).fill('["Digha"]'));
    expect(reads).toBe(1);
  });

  it('does not keep a read that a write overtook, nor let later callers join it', async () => {
    const cache = new PublicReadCache(repositories, { ttlMs: 60_000 });
    const gate = deferred();
    const readBeforeWrite: Loader = async (r) => {
      const list = await r.destinations.list();
      await gate.promise;
      return json(list);
    };
    const early = cache.get('d', readBeforeWrite);
    data.destinations = ['Kalimpong'];
    await Promise.resolve();
    cache.invalidate(['destinations']);
    const late = cache.get('d', destinations);
    gate.resolve();
    expect(await text(early)).toBe('["Digha"]');
    expect(await text(late)).toBe('["Kalimpong"]');
    expect(await text(cache.get('d', destinations))).toBe('["Kalimpong"]');
  });

  it('drops the oldest answer beyond maxEntries', async () => {
    const cache = new PublicReadCache(repositories, { ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, destinations);
    expect(cache.size).toBe(2);
  });
});

describe('matchesIfNoneMatch', () => {
  const etag = etagOf(Buffer.from('[]'));
  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"x", ${etag}`, true],
    ['*', true],
    ['"x"', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, etag)).toBe(expected);
  });
});
