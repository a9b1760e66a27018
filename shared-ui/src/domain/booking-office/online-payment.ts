// Online payments through Razorpay (issue 28, docs/payments.md): the words the traveller reads on
// the booking page and in the quote, reminder and WhatsApp messages, written once here.
import { formatInr } from './money';
import { TRAVELLER_TEXTS_EN, fillText } from './traveller-texts';

/** GET /api/bookings/status's `onlinePayment`: the instalment due and its Razorpay payment link. */
export interface OnlinePaymentOffer {
  /** Whole rupees. */
  amount: number;
  /** Razorpay's hosted page of the link. */
  url: string;
}

/** 'Pay ₹8,000 online': the link's text on the booking page, in the messages. */
export const payOnlineText = (amount: number) =>
  fillText(TRAVELLER_TEXTS_EN.payOnline, { amount: formatInr(amount) });

/** The booking page after Razorpay sent the traveller back with a signature it checked. */
export const ONLINE_PAYMENT_RECEIVED =
  'Payment received, thank you. It shows on this page as soon as Razorpay confirms it to us.';
/** Back from Razorpay with a status other than paid (the link is still open). */
export const ONLINE_PAYMENT_NOT_COMPLETED =
  'The payment was not completed. You can try again with the link below.';
/** Back from Razorpay with a signature that does not check out: nothing is recorded. */
export const ONLINE_PAYMENT_NOT_CONFIRMED =
  'We could not confirm this payment. If money left your account, call us with your booking reference.';

// The owner's list (GET /api/payments/online, admin): one shape for the API that answers it and the
// admin console that shows it.

/** Why an online payment needs the owner ('' when it does not). */
export type OnlinePaymentFlag = '' | 'amount-differs' | 'booking-closed' | 'not-whole-rupees';

/** A refund asked through Razorpay; `refund.processed` moves it on. */
export interface OnlineRefund {
  id: string;
  amountPaise: number;
  status: 'pending' | 'processed' | 'failed';
}

/** One payment Razorpay told us of (GET /api/payments/online). Amounts in paise. */
export interface OnlinePayment {
  /** Razorpay's payment id (`pay_…`): the key of the refund call. */
  providerPaymentId: string;
  bookingId: string | null;
  /** The booking's reference. */
  reference: string | null;
  /** The ledger entry it became; null when kept out of the ledger (a closed booking). */
  paymentId: string | null;
  amountPaise: number;
  /** The link's amount. */
  expectedPaise: number | null;
  flag: OnlinePaymentFlag;
  source: 'webhook' | 'reconciliation';
  /** An ISO instant. */
  paidAt: string;
  refund: OnlineRefund | null;
}

/** A signed webhook nobody could match (an unknown reference), kept for the owner. */
export interface UnmatchedRazorpayEvent {
  id: string;
  event: string;
  reference: string;
  reason: string;
  /** An ISO instant. */
  receivedAt: string;
}

/** GET /api/payments/online: the payments, newest first, and the unmatched webhooks. */
export interface OnlinePaymentsList {
  payments: OnlinePayment[];
  unmatched: UnmatchedRazorpayEvent[];
}
