// Typed calls of the owner's online payments (issue 28, docs/payments.md) on the http instance of
// createApiClient, so they carry the admin's ID token and answer its ApiError:
//   const onlinePayments = createOnlinePaymentsApi(api.http);
// Without the Razorpay settings both answer 404 'Online payments are not set up.'.
import type { AxiosInstance } from 'axios';

import type { OnlinePayment, OnlinePaymentsList } from '../domain/booking-office/online-payment';

export type {
  OnlinePayment,
  OnlinePaymentFlag,
  OnlinePaymentsList,
  OnlineRefund,
  UnmatchedRazorpayEvent,
} from '../domain/booking-office/online-payment';

export function createOnlinePaymentsApi(http: AxiosInstance) {
  return {
    /** Every online payment (`flagged`: only those that need the owner) and the unmatched events. */
    list: async (flagged = false) =>
      (
        await http.get<OnlinePaymentsList>('/payments/online', {
          params: flagged ? { flagged: 'true' } : undefined,
        })
      ).data,
    /**
     * Refunds a payment through Razorpay: `amount` in whole rupees, default all of it. 409 when it
     * already has a refund or the amount is more than was paid; 502 when Razorpay refused.
     */
    refund: async (providerPaymentId: string, amount?: number) =>
      (
        await http.post<OnlinePayment>(
          `/payments/online/${encodeURIComponent(providerPaymentId)}/refund`,
          amount === undefined ? {} : { amount },
        )
      ).data,
  };
}

export type OnlinePaymentsApi = ReturnType<typeof createOnlinePaymentsApi>;
