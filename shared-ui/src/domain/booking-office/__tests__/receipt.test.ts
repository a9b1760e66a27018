import { paymentReceipt } from '../receipt';
import type { BookingDetail, Payment } from '../types';

const recordedBy = { uid: 'u1', email: 'office@example.com' };
const payment = (number: number, amount: number, extra: Partial<Payment> = {}): Payment => ({
  id: `p${number}`,
  bookingId: 'b1',
  number,
  amount,
  paidOn: '2026-11-23',
  method: 'upi',
  reference: `T${number}`,
  reason: '',
  reverses: null,
  recordedBy,
  createdAt: `2026-11-23T0${number}:00:00.000Z`,
  ...extra,
});

const booking: BookingDetail = {
  _id: 'b1',
  name: 'Asha Roy',
  phone: '9876543210',
  email: '',
  destination: 'Darjeeling',
  checkIn: '2026-12-20',
  checkOut: '2026-12-24',
  adults: 2,
  children: 0,
  category: 'Deluxe',
  message: '',
  status: true,
  createdAt: '2026-11-22T10:00:00.000Z',
  reference: 'SPT-2611-0042',
  stage: 'confirmed',
  holdUntil: '2026-11-24T18:29:59.999Z',
  quotedTotal: 50000,
  received: 10000,
  due: 40000,
  source: 'website',
  confirmedByHand: false,
  deletable: false,
  departureId: null,
  pickupPoint: '',
  travellers: [],
  waitlistPosition: null,
  stateCode: '19',
  gstin: '',
  language: 'en',
  documents: [],
  schedule: [],
  payments: [
    payment(1, 10000),
    payment(2, 10000),
    payment(3, -10000, { reason: 'Entered twice', reverses: 'p2' }),
  ],
  cancellation: null,
  refund: null,
  timeline: [],
};

describe('paymentReceipt', () => {
  it('numbers the receipt after the booking and shows the balance after this entry', () => {
    expect(paymentReceipt(booking, 'p2')).toMatchObject({
      receiptNumber: 'SPT-2611-0042/2',
      reference: 'SPT-2611-0042',
      amountInWords: 'Rupees Ten Thousand Only',
      receivedToDate: 20000,
      balanceDue: 30000,
    });
  });

  it('gives a reversal its own receipt, in words with Minus', () => {
    expect(paymentReceipt(booking, 'p3')).toMatchObject({
      receiptNumber: 'SPT-2611-0042/3',
      amountInWords: 'Minus Rupees Ten Thousand Only',
      receivedToDate: 10000,
      balanceDue: 40000,
    });
  });

  it('has no balance without a quote, and no receipt for an unknown entry', () => {
    expect(paymentReceipt({ ...booking, quotedTotal: null }, 'p1')?.balanceDue).toBeNull();
    expect(paymentReceipt(booking, 'nope')).toBeNull();
  });
});
