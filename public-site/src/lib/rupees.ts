// Amounts on the page in its digits: Latin with Indian grouping (₹1,00,000) unless the site asks
// for the language's own (₹১,০০,০০০; RuntimeConfig.nativeDigits, createI18n). Apart from lib/i18n
// so that pages without amounts do not bring the booking office's money module.
import { useLingui } from '@lingui/react';
import { formatInr } from '@tours/shared-ui/booking-office';
import { useCallback } from 'react';

import { digitsTag } from './page-digits';

/** Amounts in whole rupees with Indian grouping (the booking office's formatInr) in the page's digits. */
export function useRupees(): (amount: number) => string {
  const { i18n } = useLingui();
  return useCallback((amount: number) => formatInr(amount, digitsTag(i18n)), [i18n]);
}
