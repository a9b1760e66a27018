// The printable receipt of one payment: computed from the booking's ledger, so the receipt and the
// booking page never disagree.
import { balanceDue, rupeesInWords } from './money';
import type { BookingDetail, Payment } from './types';

export interface PaymentReceipt {
  /** 'SPT-2611-0042/2': the booking reference and the entry's number in its ledger. */
  receiptNumber: string;
  reference: string;
  name: string;
  destination: string;
  checkIn: string;
  checkOut: string;
  payment: Payment;
  amountInWords: string;
  quotedTotal: number | null;
  /** Received up to and including this entry. */
  receivedToDate: number;
  /** The balance after this entry; null while there is no quote. */
  balanceDue: number | null;
}

export function receiptNumber(reference: string, paymentNumber: number): string {
  return `${reference}/${paymentNumber}`;
}

/** The receipt of one ledger entry of a booking, or null when the booking has no such entry. */
export function paymentReceipt(booking: BookingDetail, paymentId: string): PaymentReceipt | null {
  const payment = booking.payments.find((entry) => entry.id === paymentId);
  if (!payment) return null;
  const receivedToDate = booking.payments
    .filter((entry) => entry.number <= payment.number)
    .reduce((sum, entry) => sum + entry.amount, 0);
  return {
    receiptNumber: receiptNumber(booking.reference, payment.number),
    reference: booking.reference,
    name: booking.name,
    destination: booking.destination,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    payment,
    amountInWords: rupeesInWords(payment.amount),
    quotedTotal: booking.quotedTotal,
    receivedToDate,
    balanceDue: balanceDue(booking.quotedTotal, receivedToDate),
  };
}
