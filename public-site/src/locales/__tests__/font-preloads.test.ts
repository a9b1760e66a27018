// The fonts a Bengali or Hindi page preloads (font-preloads.ts) are the files its stylesheet's
// @font-face rules fetch (fonts-bn.css, fonts-hi.css and the shared-ui faces they import): named in both places, they must not drift,
// or a page would download its fonts twice and shift its layout again when they swap in.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { fontPreloadHtml } from '../font-preloads';

const read = (file: string) => readFileSync(join(__dirname, '..', file), 'utf8');

/** A stylesheet with the shared-ui font faces it imports (shared-ui/src/fonts). */
const withImports = (file: string) =>
  [read(file)]
    .concat(
      [...read(file).matchAll(/@import '@tours\/shared-ui\/fonts\/([^']+)';/g)].map((match) =>
        readFileSync(join(__dirname, '../../../../shared-ui/src/fonts', match[1]!), 'utf8'),
      ),
    )
    .join('\n');

/** The woff2 files a stylesheet's web fonts (not its local() fallbacks) are fetched from. */
const stylesheetFonts = (file: string) =>
  [...withImports(file).matchAll(/url\('([^']+\.woff2)'\)/g)].map((match) => match[1]).sort();

/** The woff2 files font-preloads.ts lists for `locale`, by their imported module names. */
function preloadedFonts(locale: string): string[] {
  const source = read('font-preloads.ts');
  const imported = new Map(
    [...source.matchAll(/^import (\w+) from '([^']+\.woff2)';$/gm)].map((match) => [
      match[1],
      match[2],
    ]),
  );
  const listed = new RegExp(`^  ${locale}: \\[([^\\]]*)\\],$`, 'm').exec(source)?.[1] ?? '';
  return listed
    .split(',')
    .map((name) => imported.get(name.trim()) ?? `(not imported: ${name.trim()})`)
    .sort();
}

it.each([
  ['bn', 'fonts-bn.css'],
  ['hi', 'fonts-hi.css'],
])('a %s page preloads exactly the font files of %s', (locale, stylesheet) => {
  const fonts = stylesheetFonts(stylesheet);
  expect(fonts).toHaveLength(2);
  expect(preloadedFonts(locale)).toEqual(fonts);
});

// The switch's names in their own glyphs: what language-switch.css fetches, every page preloads
// but the page's own language (whose name its own font draws).
const SWITCH_CSS = '../features/layout/components/language-switch.css';

it('the names font-preloads.ts lists are the files of the language switch’s stylesheet', () => {
  const css = [...read(SWITCH_CSS).matchAll(/url\('([^']+\.woff2)'\)/g)].map((match) =>
    resolve(dirname(join(__dirname, '..', SWITCH_CSS)), match[1]!),
  );
  const source = read('font-preloads.ts');
  const listed = /const NAME_FONTS[^{]*\{([^}]*)\}/.exec(source)?.[1] ?? '';
  const imported = new Map(
    [...source.matchAll(/^import (\w+) from '(\.[^']+\.woff2)';$/gm)].map((match) => [
      match[1],
      resolve(join(__dirname, '..'), match[2]!),
    ]),
  );
  const names = [...listed.matchAll(/(\w+): (\w+),/g)].map((match) => [
    match[1],
    imported.get(match[2]!),
  ]);
  expect(names.map(([, file]) => file).sort()).toEqual(css.sort());
  expect(names.map(([locale]) => locale)).toEqual(['bn', 'hi']);
});

it.each([
  ['en', 2],
  ['bn', 3],
  ['hi', 3],
])('a %s page preloads %i fonts: its own and the other languages’ names', (locale, count) => {
  expect(
    fontPreloadHtml(locale as 'en' | 'bn' | 'hi').match(/<link rel="preload" as="font"/g),
  ).toHaveLength(count);
});
