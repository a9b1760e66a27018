// The online payments screen's state (issue 28): the list of GET /api/payments/online (the
// payments and the unmatched webhooks), whether online payments are set up at all, and the one
// refund through Razorpay on its way.
import type { OnlinePayment, OnlinePaymentsList } from '@tours/shared-ui/api';

import type { ServerRefusal } from '../../../components/checked-form';
import type { ValueState } from '../../../lib/load-status';

export interface OnlinePaymentsState extends ValueState<OnlinePaymentsList> {
  /** The API's 404 'Online payments are not set up.': the screen says how to set them up. */
  notSetUp: boolean;
  /** The Razorpay payment id of the refund on its way. */
  refunding: string | null;
  /** A refund refused (400, 409): the server's words, shown in the dialog. */
  refusal: ServerRefusal | null;
  /** Counts refunds made, so that the dialog closes. */
  refunded: number;
}

/** POST /api/payments/online/:id/refund: `amount` in whole rupees, none for all of it. */
export interface OnlineRefundRequest {
  providerPaymentId: string;
  amount?: number;
}

export type { OnlinePayment };
