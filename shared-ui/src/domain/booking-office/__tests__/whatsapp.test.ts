import { buildUpiLink } from '../upi';
import {
  WHATSAPP_MESSAGES,
  whatsappLink,
  whatsappMessagesFor,
  whatsappNumber,
  whatsappText,
  type WhatsAppFacts,
} from '../whatsapp';

const facts: WhatsAppFacts = {
  siteName: 'Sonarpur Tours & Travels',
  name: 'অমিত দাস',
  reference: 'SPT-2611-0042',
  destination: 'Darjeeling',
  checkIn: '2026-12-20',
  holdUntil: '25 Nov 2026, 11:59 pm',
  amount: 9001,
  upiLink: buildUpiLink({
    payeeId: 'sonarpur.tours@okhdfcbank',
    payeeName: 'Sonarpur Tours & Travels',
    amount: 9001,
    reference: 'SPT-2611-0042',
  }),
  received: 15000,
  balance: 30000,
  charge: 2000,
  refund: 13000,
  statusUrl: 'https://tours.example/booking-status?reference=SPT-2611-0042',
};

describe('whatsappNumber', () => {
  it.each([
    ['9830012345', '919830012345'],
    ['98300 12345', '919830012345'],
    ['+91 98300-12345', '919830012345'],
    ['919830012345', '919830012345'],
    ['09830012345', '919830012345'],
  ])('adds India’s country code to %s', (phone, number) => {
    expect(whatsappNumber(phone)).toBe(number);
  });

  it.each(['12345', '5830012345', '', '+1 415 555 0100'])('refuses %j', (phone) => {
    expect(whatsappNumber(phone)).toBeNull();
  });
});

describe('whatsappLink', () => {
  it('opens wa.me for the number with the text encoded, Bengali and line breaks intact', () => {
    const text = whatsappText('received', facts);
    const link = whatsappLink('98300 12345', text);
    expect(link?.startsWith('https://wa.me/919830012345?text=')).toBe(true);
    expect(new URL(link as string).searchParams.get('text')).toBe(text);
    expect(text).toContain('অমিত দাস');
    expect(text.split('\n').length).toBeGreaterThan(2);
  });

  it('is null for a number WhatsApp cannot reach', () => {
    expect(whatsappLink('12345', 'hello')).toBeNull();
  });
});

describe('whatsappText', () => {
  it('tells a received booking its reference, its hold and the 20% rule', () => {
    const text = whatsappText('received', facts);
    expect(text).toContain('SPT-2611-0042');
    expect(text).toContain('until 25 Nov 2026, 11:59 pm');
    expect(text).toContain('20%');
    expect(text).toContain(facts.statusUrl);
    expect(text).toContain('— Sonarpur Tours & Travels');
  });

  it('asks for the deposit with its amount and the UPI link', () => {
    const text = whatsappText('deposit-request', facts);
    expect(text).toContain('deposit of ₹9,001');
    expect(text).toContain(`Pay by UPI: ${facts.upiLink}`);
  });

  it('leaves the UPI line out when the agency has no UPI id', () => {
    expect(whatsappText('deposit-request', { ...facts, upiLink: null })).not.toContain('UPI');
  });

  it('tells a quote: the tour price, each instalment with its day, the bank details without UPI', () => {
    const text = whatsappText('deposit-request', {
      ...facts,
      upiLink: null,
      total: 45_000,
      schedule: [
        {
          kind: 'deposit',
          label: 'Deposit (20%) to confirm',
          amount: 9_000,
          dueOn: '2026-11-25',
          paid: false,
        },
        {
          kind: 'on-site',
          label: 'Balance on site at the start of the tour',
          amount: 18_000,
          dueOn: '2026-12-20',
          paid: false,
        },
      ],
      bankDetails: 'A/c 1234, IFSC SBIN0000001',
    });
    expect(text).toContain('Tour price: ₹45,000.');
    expect(text).toContain('Deposit (20%) to confirm: ₹9,000, by 25 November 2026.');
    expect(text).toContain(
      'Balance on site at the start of the tour: ₹18,000, on 20 December 2026.',
    );
    expect(text).toContain('Pay by bank transfer: A/c 1234, IFSC SBIN0000001');
    // The UPI link comes first when there is one.
    expect(whatsappText('deposit-request', { ...facts, bankDetails: 'A/c 1' })).not.toContain(
      'bank transfer',
    );
  });

  it('confirms a payment with what was received and the balance', () => {
    const text = whatsappText('payment-received', facts);
    expect(text).toContain('received ₹9,001 for booking SPT-2611-0042');
    expect(text).toContain('Received to date: ₹15,000.');
    expect(text).toContain('Balance: ₹30,000.');
  });

  it('asks for the further 40% with its amount and its day in words', () => {
    const text = whatsappText('instalment-request', { ...facts, dueOn: '2026-12-05' });
    expect(text).toContain('the further 40% of the tour price, ₹9,001, is due by 5 December 2026.');
    expect(text).toContain(`Pay by UPI: ${facts.upiLink}`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('warns that the hold ends', () => {
    expect(whatsappText('hold-ending', facts)).toContain('ends on 25 Nov 2026, 11:59 pm');
  });

  it('tells a cancellation with its charge and refund', () => {
    const text = whatsappText('cancellation', facts);
    expect(text).toContain('is cancelled');
    expect(text).toContain('Cancellation charge: ₹2,000.');
    expect(text).toContain('Refund: ₹13,000.');
  });

  it('tells a confirmation and a release', () => {
    expect(whatsappText('confirmed', facts)).toContain(
      'SPT-2611-0042 (Darjeeling, check-in 20 December 2026) is confirmed',
    );
    expect(whatsappText('released', facts)).toContain('is released');
  });

  it('has a text for every message', () => {
    for (const message of WHATSAPP_MESSAGES) {
      expect(whatsappText(message, facts)).toContain(facts.reference);
    }
  });
});

describe('whatsappMessagesFor', () => {
  const booking = (stage: Parameters<typeof whatsappMessagesFor>[0]['stage'], received = 0) =>
    whatsappMessagesFor({ stage, quotedTotal: 40_000, received });

  it.each([
    [
      'a provisional booking',
      booking('provisional'),
      ['received', 'deposit-request', 'hold-ending'],
    ],
    [
      'a provisional booking with part of the deposit',
      booking('provisional', 5_000),
      ['received', 'deposit-request', 'payment-received', 'hold-ending'],
    ],
    [
      'a confirmed booking',
      booking('confirmed', 8_000),
      ['payment-received', 'confirmed', 'instalment-request'],
    ],
    [
      'a paid booking: no deposit request',
      booking('paid', 40_000),
      ['payment-received', 'confirmed'],
    ],
    ['a completed booking', booking('completed', 40_000), ['payment-received']],
    ['a cancelled booking', booking('cancelled', 8_000), ['cancellation']],
    ['a released booking', booking('released'), ['released']],
  ])('offers %s only what fits', (_what, messages, expected) => {
    expect(messages).toEqual(expected);
  });

  it('asks for no deposit before there is a quote', () => {
    expect(whatsappMessagesFor({ stage: 'provisional', quotedTotal: null, received: 0 })).toEqual([
      'received',
      'hold-ending',
    ]);
  });
});
