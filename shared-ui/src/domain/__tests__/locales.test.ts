import { localeAlternates, localeOfPath, localizePath, pathWithoutLocale } from '../locales';

describe('the language of an address', () => {
  it('is Bengali under /bn, Hindi under /hi, English anywhere else', () => {
    expect(localeOfPath('/bn')).toBe('bn');
    expect(localeOfPath('/bn/places')).toBe('bn');
    expect(localeOfPath('/hi/destinations/darjeeling')).toBe('hi');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/bnx')).toBe('en');
    expect(localeOfPath('/blogs/bn')).toBe('en');
  });

  it('strips and adds the prefix, keeping the query', () => {
    expect(pathWithoutLocale('/bn')).toBe('/');
    expect(pathWithoutLocale('/hi/about')).toBe('/about');
    expect(localizePath('bn', '/places?theme=Family')).toBe('/bn/places?theme=Family');
    expect(localizePath('hi', '/')).toBe('/hi');
    expect(localizePath('hi', '/?x=1')).toBe('/hi?x=1');
    expect(localizePath('en', '/bn/places?month=2026-12')).toBe('/places?month=2026-12');
    expect(localizePath('hi', '/bn/about')).toBe('/hi/about');
    expect(localizePath('bn', 'https://example.com/x')).toBe('https://example.com/x');
  });

  it('lists every language and x-default (English) for a page', () => {
    expect(localeAlternates('/hi/blogs/a')).toEqual([
      { hreflang: 'en', path: '/blogs/a' },
      { hreflang: 'bn', path: '/bn/blogs/a' },
      { hreflang: 'hi', path: '/hi/blogs/a' },
      { hreflang: 'x-default', path: '/blogs/a' },
    ]);
  });
});
