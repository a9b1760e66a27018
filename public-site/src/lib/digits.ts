// Numbers on the page in its digits: Latin with Indian grouping (₹1,00,000) unless the site asks
// for the language's own (₹১,০০,০০০; RuntimeConfig.nativeDigits, createI18n). Apart from lib/i18n
// so that pages without amounts or bookings do not bring the booking office's money module.
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { formatInr } from '@tours/shared-ui/booking-office';
import { useCallback } from 'react';

/** The tag of the page's numbers: its language and digits (createI18n's `nativeDigits`). */
export const digitsTag = (i18n: I18n): string => [i18n.locales ?? []].flat()[0] ?? 'en-IN';

/** Whether the page writes numbers in the language's own digits. */
export const usesNativeDigits = (i18n: I18n): boolean => !/-nu-latn$|^en-IN$/.test(digitsTag(i18n));

/** Amounts in whole rupees with Indian grouping (the booking office's formatInr) in the page's digits. */
export function useRupees(): (amount: number) => string {
  const { i18n } = useLingui();
  return useCallback((amount: number) => formatInr(amount, digitsTag(i18n)), [i18n]);
}
