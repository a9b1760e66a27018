// UPI payment request links (upi://pay) for the deposit QR code on the traveller's booking page.

/** A UPI id (VPA): a handle, '@', a provider ('agency.tours@okhdfcbank'). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export interface UpiPaymentRequest {
  /** The agency's UPI id (runtime setting AGENCY_UPI_ID); empty when unset. */
  payeeId: string | null | undefined;
  payeeName: string;
  /** Whole rupees. */
  amount: number;
  /** The booking reference, shown to the agency with the payment. */
  reference: string;
}

// encodeURIComponent, keeping '@' as it is: a query may carry it (RFC 3986), and some UPI apps
// read a percent-encoded payee id literally.
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/**
 * upi://pay?pa=…&pn=…&am=1500.00&cu=INR&tn=<reference>, or null when there is nothing to ask
 * for: no (valid) UPI id, or an amount that is not a positive whole number of rupees.
 */
export function buildUpiLink(request: UpiPaymentRequest): string | null {
  const payeeId = request.payeeId?.trim() ?? '';
  if (!UPI_ID_PATTERN.test(payeeId)) return null;
  if (!Number.isSafeInteger(request.amount) || request.amount <= 0) return null;
  const query = [
    ['pa', payeeId],
    ['pn', request.payeeName.trim()],
    ['am', request.amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', request.reference],
  ]
    .map(([key, value]) => `${key}=${encode(value ?? '')}`)
    .join('&');
  return `upi://pay?${query}`;
}
