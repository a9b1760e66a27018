// Texts of About Us (SPEC §2 About Us): locales/en.json (SPEC's headings verbatim), translated
// beside it.
import { defineTexts } from '../../lib/i18n';
import en from './locales/en.json';

export const aboutTexts = defineTexts(
  'about',
  en,
  (locale) =>
    import(
      /* webpackChunkName: "about-[request]", webpackExclude: /en\.json$/ */ `./locales/${locale}.json`
    ),
);
export type AboutKey = keyof typeof en;

/** The six 'Why Choose Us?' cards, in SPEC's order: each its title's and its text's key. */
export const REASONS: ReadonlyArray<{ title: AboutKey; text: AboutKey }> = [
  { title: 'personalTitle', text: 'personalText' },
  { title: 'expertTitle', text: 'expertText' },
  { title: 'affordTitle', text: 'affordText' },
  { title: 'safetyTitle', text: 'safetyText' },
  { title: 'customTitle', text: 'customText' },
  { title: 'cultureTitle', text: 'cultureText' },
];
