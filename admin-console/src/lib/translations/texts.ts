// Texts of the content translations (issue 29) in the admin console, which stays English: the
// language tabs of the destination, popular destination, testimonial, blog, departure and policy
// page editors, and the 'missing translation' badges of their lists. Each language is named in its own script
// (LOCALE_NAMES: বাংলা, हिन्दी), marked with its `lang` where it is shown.
import { LOCALE_NAMES, type Locale } from '@tours/shared-ui/domain';
import { type TranslationKind } from '@tours/shared-ui/translations';

const nameOf = (locale: Locale) => LOCALE_NAMES[locale].name;

/** What a record of each kind is called in the admin's sentences. */
export const KIND_NAMES: Record<TranslationKind, string> = {
  destinations: 'destination',
  popular: 'popular destination',
  testimonials: 'testimonial',
  blogs: 'blog',
  departures: 'departure',
  policies: 'policy page',
};

export const TRANSLATIONS_TEXTS = {
  english: 'English',
  tabsLabel: 'Language',
  saveEnglishFirst: (kindName: string) =>
    `Save the ${kindName} in English first: its translations are added to the saved ${kindName}.`,
  loading: 'Loading the translations...',
  fetchFailed: 'Failed to fetch the translations. Please try again.',
  retry: 'Try again',
  intro:
    'Type the translation beside the English. A field left empty shows the English text on the site.',
  englishColumn: 'English',
  emptyEnglish: '(empty in English)',
  /** A translation field's accessible name and label: 'Name in বাংলা'. */
  fieldLabel: (label: string, locale: Locale) => `${label} in ${nameOf(locale)}`,
  listItem: (label: string, index: number) => `${label} ${index + 1}`,
  /** The English beside a field, named for the eye and for screen readers: 'Name in English'. */
  englishLabel: (label: string) => `${label} in English`,
  lastSaved: (when: string) => `Last saved ${when}.`,
  notYetSaved: 'Not translated yet: the site shows the English.',
  save: (locale: Locale) => `Save ${nameOf(locale)}`,
  saved: (locale: Locale) => `${nameOf(locale)} translation saved.`,
  saveFailed: (locale: Locale) => `Failed to save the ${nameOf(locale)} translation.`,
  nothingToSave: 'Type at least one translation, or remove the translation instead.',
  listIncomplete: (label: string) =>
    `Translate every entry of ${label}, or leave them all empty: the site shows a list in one language.`,
  duration: 'Duration',
  day: (index: number) => `Day ${index + 1}`,
  remove: (locale: Locale) => `Remove ${nameOf(locale)}`,
  removeConfirm: (locale: Locale) =>
    `Remove the ${nameOf(locale)} translation? The site will show the English instead.`,
  removed: (locale: Locale) => `${nameOf(locale)} translation removed.`,
  removeFailed: (locale: Locale) => `Failed to remove the ${nameOf(locale)} translation.`,
  /** The list badges: the language in its script, then the state in words (not colour alone). */
  badgeMissing: 'missing',
  badgePartial: 'partial',
  badgesLabel: 'Translations',
  statusesFailed: 'Translation status could not be loaded.',
} as const;
