// The woff2 files that fonts-bn.css and fonts-hi.css name (the same @fontsource files, so webpack
// gives them the same hashed names), preloaded in the head of a page rendered in that language: the
// fonts then arrive with the page's stylesheet, before its first paint, instead of after the
// browser has laid the text out in a fallback and has to lay it out again (a layout shift: CLS
// 0.176 on /hi/destinations/andaman-islands in docs/performance.md on a machine without Devanagari
// fonts). Regular and bold: the body text and the headings. Every page also preloads the language
// switch's names in the other scripts (language-names/, language-switch.css: a kilobyte or two
// each), which would otherwise swap in after the first paint and nudge the header's links (CLS
// 0.001 on the English pages). Fonts are fetched in CORS mode, so the preload says crossorigin to
// be the same request.
import bengali400 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2';
import bengali700 from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import devanagari700 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2';
import type { Locale } from '@tours/shared-ui/domain';

import bengaliName from './language-names/bn.woff2';
import devanagariName from './language-names/hi.woff2';

const FONT_FILES: Partial<Record<Locale, string[]>> = {
  bn: [bengali400, bengali700],
  hi: [devanagari400, devanagari700],
};

/** The switch's name of each language not written in Latin letters, in its own glyphs. */
const NAME_FONTS: Partial<Record<Locale, string>> = {
  bn: bengaliName,
  hi: devanagariName,
};

/**
 * `<link rel="preload">` tags for the fonts of a page in `locale` (an English page: only the other
 * languages' names).
 */
export function fontPreloadHtml(locale: Locale): string {
  const names = Object.entries(NAME_FONTS)
    .filter(([other]) => other !== locale)
    .map(([, file]) => file);
  return [...(FONT_FILES[locale] ?? []), ...names]
    .map(
      (href) =>
        `<link rel="preload" as="font" type="font/woff2" href="${href.replace(/"/g, '&quot;')}" crossorigin>`,
    )
    .join('');
}
