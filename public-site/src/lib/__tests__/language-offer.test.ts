import { languageToOffer, rememberedLocale } from '../language-offer';

describe('the language a page offers (issue 29: offered, never redirected)', () => {
  it("offers an English page in the browser's first language the site has", () => {
    expect(languageToOffer('en', '', ['bn-IN', 'en-GB'])).toBe('bn');
    expect(languageToOffer('en', '', ['fr-FR', 'hi', 'bn'])).toBe('hi');
    expect(languageToOffer('en', '', ['en-US', 'bn'])).toBeNull();
    expect(languageToOffer('en', '', ['fr-FR'])).toBeNull();
    expect(languageToOffer('en', '', [])).toBeNull();
  });

  it('offers nothing on a guess on a Bengali or Hindi page: its link chose it', () => {
    expect(languageToOffer('bn', '', ['en-US'])).toBeNull();
    expect(languageToOffer('hi', '', ['bn-IN'])).toBeNull();
  });

  it("puts the visitor's own choice (the cookie) before the browser's, on any page", () => {
    expect(languageToOffer('bn', 'theme=dark; lang=en', ['bn-IN'])).toBe('en');
    expect(languageToOffer('en', 'lang=hi', ['bn-IN'])).toBe('hi');
    // Chosen the page's own language (or said no to the offer): nothing more to offer.
    expect(languageToOffer('en', 'lang=en', ['bn-IN'])).toBeNull();
    expect(languageToOffer('bn', 'lang=bn', ['en-US'])).toBeNull();
  });

  it('reads only a language the site has from the cookie', () => {
    expect(rememberedLocale('lang=bn')).toBe('bn');
    expect(rememberedLocale('xlang=bn; other=1')).toBeNull();
    expect(rememberedLocale('lang=fr')).toBeNull();
    expect(rememberedLocale('')).toBeNull();
  });
});
