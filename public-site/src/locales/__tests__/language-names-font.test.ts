/**
 * @jest-environment node
 */
// The language switch's name fonts (scripts/language-names-font.ts) are the names of today's
// LOCALE_NAMES: a name changed without `npm run fonts:language-names` fails here, before a
// visitor with no font for the script sees boxes. And each is small enough for every page.
import { readFileSync } from 'node:fs';

import { LOCALE_NAMES, LOCALES } from '@tours/shared-ui/domain';

import {
  LANGUAGE_NAME_FONT_LOCALES,
  languageNameFont,
  languageNameFontPath,
} from '../../../scripts/language-names-font';

it.each(LANGUAGE_NAME_FONT_LOCALES)(
  'the %s name font is cut from the Noto font for today’s name, under 4 KB',
  async (locale) => {
    const committed = readFileSync(languageNameFontPath(locale));
    const made = await languageNameFont(locale);
    expect(made.equals(committed)).toBe(true);
    expect(committed.length).toBeLessThan(4 * 1024);
  },
);

it('every language whose name is not in Latin letters has a name font, and no other', () => {
  const nonLatin = LOCALES.filter((locale) => !/^[A-Za-z ]+$/.test(LOCALE_NAMES[locale].name));
  expect([...LANGUAGE_NAME_FONT_LOCALES].sort()).toEqual([...nonLatin].sort());
  expect(nonLatin).toEqual(['bn', 'hi']);
});
