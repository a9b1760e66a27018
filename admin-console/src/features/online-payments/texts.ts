// Texts of the online payments screen (issue 28, docs/payments.md), used by its page, its saga and
// their tests.
import type { OnlinePaymentFlag, OnlineRefund } from '@tours/shared-ui/api';
import { formatInr } from '@tours/shared-ui/booking-office';
import { formatPaise } from '@tours/shared-ui/gst';

/**
 * An online payment's amount as the owner reads it: Razorpay counts paise, the agency whole rupees
 * with Indian grouping ('₹8,000'); the rare amount that is not whole rupees shows its paise.
 */
export function formatOnlineAmount(amountPaise: number): string {
  return amountPaise % 100 === 0 ? formatInr(amountPaise / 100) : formatPaise(amountPaise);
}

export const ONLINE_PAYMENTS_TEXTS = {
  title: 'Online payments',
  intro:
    'Payments made through Razorpay payment links, newest first. A flagged one needs you: an amount other than the instalment’s, or money paid after its booking was released or cancelled, to refund.',
  loading: 'Loading online payments...',
  failed: 'Failed to fetch the online payments.',
  empty: 'No online payments yet.',
  flaggedCount: (count: number) =>
    count === 1 ? '1 payment needs you.' : `${count} payments need you.`,
  notSetUp: {
    title: 'Online payments are not set up.',
    body: 'Travellers pay by the UPI QR and bank transfer, and you enter their payments in the ledger by hand, as before. To take payments through Razorpay payment links, set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET on the API server and restart it.',
    howTo:
      'docs/payments.md says how to create the keys and the webhook in Razorpay’s dashboard, and how to try it in test mode first.',
  },
  columns: {
    paidAt: 'Paid',
    reference: 'Booking',
    amount: 'Amount',
    flag: 'Needs you',
    payment: 'Razorpay payment',
    refund: 'Refund',
  },
  noBooking: 'No booking',
  fromReconciliation: 'found by the hourly check',
  unmatched: {
    title: 'Unmatched webhooks',
    intro:
      'Signed events from Razorpay that match no link of ours. Look them up in Razorpay’s dashboard: a payment there may need a refund or a booking.',
    empty: 'None.',
    columns: { receivedAt: 'Received', event: 'Event', reference: 'Reference', reason: 'Why' },
  },
  refund: 'Refund',
  // Begins with the button's visible text, so a speech user can say what they see.
  refundLabel: (amount: string, payment: string) => `Refund ${amount} of payment ${payment}`,
  dialog: {
    title: 'Refund through Razorpay',
    intro: (amount: string, payment: string, reference: string) =>
      `Payment ${payment}${reference ? ` of booking ${reference}` : ''}: ${amount}. Razorpay returns the money to the account it came from; this cannot be undone.`,
    amount: 'Amount to refund (₹, whole rupees)',
    amountHelp: 'All of it unless you change it.',
    wholeRupees: 'Enter the amount in whole rupees.',
    tooMuch: 'A refund cannot be more than the payment.',
    confirm: 'Refund',
    keep: 'Cancel',
  },
  refunded: (amount: string) => `Refund of ${amount} asked from Razorpay.`,
  refundFailed: 'The refund could not be made.',
} as const;

/** The flag of a payment, in the owner's words ('' is no flag). */
export const FLAG_LABELS: Record<Exclude<OnlinePaymentFlag, ''>, string> = {
  'amount-differs': 'Amount differs from the instalment',
  'booking-closed': 'Paid after release or cancellation: refund',
  'not-whole-rupees': 'Not whole rupees',
};

export const REFUND_STATUS_LABELS: Record<OnlineRefund['status'], string> = {
  pending: 'Refund asked',
  processed: 'Refunded',
  failed: 'Refund failed',
};
