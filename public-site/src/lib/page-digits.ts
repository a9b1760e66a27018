// The digits of the page's numbers, read from its translation instance (createI18n activates it
// with numberTag: Latin, or the language's own with RuntimeConfig.nativeDigits). A module of its
// own, importing nothing, so that the bn and hi chunks (locales/digits.ts) take only this.
import type { I18n } from '@lingui/core';

/** The tag of the page's numbers: its language and digits ('bn-IN-u-nu-beng'). */
export const digitsTag = (i18n: I18n): string => [i18n.locales ?? []].flat()[0] ?? 'en-IN';

/** Whether the page writes numbers in the language's own digits. */
export const usesNativeDigits = (i18n: I18n): boolean => !/-nu-latn$|^en-IN$/.test(digitsTag(i18n));

/**
 * A text the agency typed with its amount in it (a price line, '16,500 per person') in the page's
 * digits: each Latin digit in the language's own when the page writes numbers so, else as it is.
 */
export const inPageDigitsText = (i18n: I18n, text: string): string =>
  usesNativeDigits(i18n) ? text.replace(/[0-9]/g, (digit) => i18n.number(Number(digit))) : text;
