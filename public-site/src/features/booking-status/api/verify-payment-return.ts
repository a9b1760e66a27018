// GET /api/payments/razorpay/callback (docs/payments.md): the traveller is back from Razorpay's page
// with the razorpay_* parameters on the booking page's address; the API checks their signature with
// the Razorpay SDK and says whether the payment is Razorpay's. It writes nothing: only Razorpay's
// webhook records money, so a forged return changes nothing but this page's message.
import { createAsyncThunk } from '@reduxjs/toolkit';

import type { AppThunkConfig } from '../../../lib/redux';

export const RAZORPAY_RETURN_PARAMETERS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
] as const;

export type PaymentReturnResult = 'paid' | 'not-paid' | 'invalid';

/** The razorpay_* parameters of a page address, or null when it has no signature (no return). */
export function paymentReturnOf(search: string): Record<string, string> | null {
  const params = new URLSearchParams(search);
  if (!params.get('razorpay_signature')) return null;
  return Object.fromEntries(
    RAZORPAY_RETURN_PARAMETERS.map((name) => [name, params.get(name) ?? '']),
  );
}

export const verifyPaymentReturn = createAsyncThunk<
  PaymentReturnResult,
  Record<string, string>,
  AppThunkConfig
>('bookingStatus/verifyPaymentReturn', async (query, { extra }) => {
  try {
    const { http } = await extra.api();
    const answer = await http.get<{ result: PaymentReturnResult }>('/payments/razorpay/callback', {
      params: query,
    });
    return answer.data.result;
  } catch {
    return 'invalid';
  }
});
