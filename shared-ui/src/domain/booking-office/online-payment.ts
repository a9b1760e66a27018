// Online payments through Razorpay (issue 28, docs/payments.md): the words the traveller reads on
// the booking page and in the quote, reminder and WhatsApp messages, written once here.
import { formatInr } from './money';

/** GET /api/bookings/status's `onlinePayment`: the instalment due and its Razorpay payment link. */
export interface OnlinePaymentOffer {
  /** Whole rupees. */
  amount: number;
  /** Razorpay's hosted page of the link. */
  url: string;
}

/** 'Pay ₹8,000 online': the link's text on the booking page, in the messages. */
export const payOnlineText = (amount: number) => `Pay ${formatInr(amount)} online`;

/** The booking page after Razorpay sent the traveller back with a signature it checked. */
export const ONLINE_PAYMENT_RECEIVED =
  'Payment received, thank you. It shows on this page as soon as Razorpay confirms it to us.';
/** Back from Razorpay with a status other than paid (the link is still open). */
export const ONLINE_PAYMENT_NOT_COMPLETED =
  'The payment was not completed. You can try again with the link below.';
/** Back from Razorpay with a signature that does not check out: nothing is recorded. */
export const ONLINE_PAYMENT_NOT_CONFIRMED =
  'We could not confirm this payment. If money left your account, call us with your booking reference.';
