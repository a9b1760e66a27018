import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { pageChunk, pageOf } from '../router';

describe('pageChunk', () => {
  // The web server puts the stylesheet of a server-rendered page's chunk in its head, found by
  // this name in the remote's manifest: it must be the name webpack gives the chunk.
  it('names the chunk as its import does, for every page', () => {
    const source = readFileSync(join(__dirname, '..', 'router.tsx'), 'utf8');
    const imports = [
      ...source.matchAll(/^\s*(\w+): \(\)\s*=>\s*import\(\/\* webpackChunkName: "([\w-]+)" \*\//gm),
    ];
    expect(imports.length).toBe(12);
    for (const [, page, chunk] of imports) {
      expect(pageChunk(page as Parameters<typeof pageChunk>[0])).toBe(chunk);
    }
  });

  it.each([
    ['/', 'page-home'],
    ['/destinations/darjeeling', 'page-destination'],
    ['/blogs', 'page-blogs'],
    ['/booking-status', 'page-booking-status'],
    ['/no/such/page', 'page-not-found'],
  ])('%s renders from %s', (path, chunk) => {
    expect(pageChunk(pageOf(path))).toBe(chunk);
  });
});
