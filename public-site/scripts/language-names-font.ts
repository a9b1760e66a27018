// The fonts of the language switch's names (issue 29): বাংলা and हिन्दी are in the header and the
// footer of every page, English included, where the Bengali and Devanagari fonts are not loaded. A
// phone with no font for a script would draw the name as boxes, so each name has a font of its own
// glyphs only (with the glyphs its conjuncts and vowel signs become, harfbuzz's layout closure), cut
// from the Noto font the site ships for that language: one or two kilobytes each, the first font of
// a name on a page in another language (language-switch.css), so every visitor sees the same
// names whatever their phone has installed. Written by
// `npm run fonts:language-names -w @tours/public-site` into src/locales/language-names/; a test
// fails when a name changes and the files were not written again.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { LOCALE_NAMES, type Locale } from '@tours/shared-ui/domain';
import subsetFont from 'subset-font';

/** The Noto font each non-Latin name is cut from: the regular weight of the site's own files. */
const SOURCES: Partial<Record<Locale, [pkg: string, file: string]>> = {
  bn: ['@fontsource/noto-sans-bengali', 'files/noto-sans-bengali-bengali-400-normal.woff2'],
  hi: [
    '@fontsource/noto-sans-devanagari',
    'files/noto-sans-devanagari-devanagari-400-normal.woff2',
  ],
};

/** Found by the package's folder (Jest maps a required .woff2 to a stub). */
const sourcePath = ([pkg, file]: [string, string]) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

export const LANGUAGE_NAME_FONT_LOCALES = Object.keys(SOURCES) as Locale[];

export const languageNameFontPath = (locale: Locale): string =>
  path.join(__dirname, '..', 'src', 'locales', 'language-names', `${locale}.woff2`);

/** The woff2 of `locale`'s name in its own script. */
export async function languageNameFont(locale: Locale): Promise<Buffer> {
  const source = SOURCES[locale];
  if (!source) throw new Error(`No font is cut for ${locale}: its name is in Latin letters.`);
  return subsetFont(await readFile(sourcePath(source)), LOCALE_NAMES[locale].name, {
    targetFormat: 'woff2',
  });
}
