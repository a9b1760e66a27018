import { addDays, formatDay, paymentSchedule, todayInIst } from '@tours/shared-ui/booking-office';
import type { GstDocumentSummary } from '@tours/shared-ui/gst';
import { screen, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';

import { renderApp } from '../../../../testing/render-with-providers';
import { createTestApi, respondWith } from '../../../../testing/test-api';
import { BOOKING_REFERENCE, bookingStatusView, receiptSummary } from '../../../../testing/fixtures';
import { testConfig } from '../../../../testing/test-config';

const REFERENCE = BOOKING_REFERENCE;
const NOT_FOUND = 'No booking matches that reference and phone number.';

const view = bookingStatusView;

/** The page at ?reference=, the API answering the status lookup with `answer`. */
function openPage(
  answer: (config: InternalAxiosRequestConfig) => [number, unknown],
  config = testConfig,
) {
  const api = createTestApi();
  const requests: InternalAxiosRequestConfig[] = [];
  respondWith(api, (request) => {
    requests.push(request);
    return answer(request);
  });
  const rendered = renderApp({ route: `/booking-status?reference=${REFERENCE}`, api, config });
  return { ...rendered, requests };
}

async function lookUp(user: ReturnType<typeof renderApp>['user'], phone = '9876543210') {
  await user.type(await screen.findByRole('textbox', { name: 'Phone Number' }), phone);
  await user.click(screen.getByRole('button', { name: 'Show booking' }));
}

const facts = () => {
  const region = screen.getByRole('region', { name: 'Booking details' });
  return Object.fromEntries(
    within(region)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
};

describe('Booking status page (/booking-status)', () => {
  it('prefills the reference from the address, looks the booking up with the phone number and shows it', async () => {
    const { user, requests } = openPage(() => [200, view()]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Booking reference' })).toHaveValue(REFERENCE);
    await lookUp(user);

    await screen.findByRole('region', { name: 'Booking details' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toBe('/bookings/status');
    expect(requests[0]?.params).toEqual({ reference: REFERENCE, phone: '9876543210' });
    expect(facts()).toEqual({
      Reference: REFERENCE,
      Destination: 'Darjeeling',
      Dates: 'Sun, 20 Dec, 2026 to Thu, 24 Dec, 2026',
      Travellers: '2 adults, 1 child',
      'Hotel category': 'Deluxe',
      Stage: 'Provisional',
      'Held until': 'Wed, 25 Nov, 2026, 11:59 pm IST',
      'Quoted total': '₹1,25,000',
      'Amount received': '₹0',
      'Amount due': '₹1,25,000',
    });
  });

  it('a departure booking: the departure, the pickup point, the travellers and the waitlist position', async () => {
    const { user } = openPage(() => [
      200,
      view({
        stage: 'waitlisted',
        holdUntil: '',
        quotedTotal: null,
        due: null,
        nextPayment: null,
        departure: { startDate: '2026-12-20', endDate: '2026-12-24' },
        pickupPoint: 'Howrah',
        travellers: [
          { name: 'Ananya Sen', age: 36, gender: 'Female', erasedAt: null },
          { name: 'Rahul Sen', age: 38, gender: 'Male', erasedAt: null },
          { name: 'Mitul Sen', age: 6, gender: 'Male', erasedAt: null },
        ],
        waitlistPosition: 2,
      }),
    ]);
    await lookUp(user);
    const region = await screen.findByRole('region', { name: 'Booking details' });
    expect(facts()).toMatchObject({
      Departure: 'Sun, 20 Dec, 2026 to Thu, 24 Dec, 2026',
      'Pickup point': 'Howrah',
      Stage: 'Waitlisted',
      'Waitlist position': 'Number 2: you get a seat when one frees up for your group.',
    });
    expect(facts()).not.toHaveProperty('Held until');
    const table = within(region).getByRole('table', { name: 'Travellers' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['NameAgeGender', 'Ananya Sen36Female', 'Rahul Sen38Male', 'Mitul Sen6Male']);
  });

  it('a long-completed trip: the travellers’ names, their erased ages and genders said so', async () => {
    const erasedAt = '2028-12-25T20:30:00.000Z';
    const { user } = openPage(() => [
      200,
      view({
        stage: 'completed',
        holdUntil: '',
        nextPayment: null,
        departure: { startDate: '2026-12-20', endDate: '2026-12-24' },
        pickupPoint: 'Howrah',
        travellers: [
          { name: 'Ananya Sen', age: null, gender: null, erasedAt },
          { name: 'Rahul Sen', age: null, gender: null, erasedAt },
        ],
        waitlistPosition: null,
      }),
    ]);
    await lookUp(user);
    const region = await screen.findByRole('region', { name: 'Booking details' });
    const table = within(region).getByRole('table', { name: 'Travellers' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'NameAgeGender',
      'Ananya SenErased after the tripErased after the trip',
      'Rahul SenErased after the tripErased after the trip',
    ]);
  });

  it('names each stage in words and shows amounts with Indian digit grouping', async () => {
    const { user } = openPage(() => [
      200,
      view({
        stage: 'confirmed',
        quotedTotal: 1250000,
        received: 250000,
        due: 1000000,
        nextPayment: null,
      }),
    ]);
    await lookUp(user);
    await screen.findByRole('region', { name: 'Booking details' });
    expect(facts()).toMatchObject({
      Stage: 'Confirmed',
      'Quoted total': '₹12,50,000',
      'Amount received': '₹2,50,000',
      'Amount due': '₹10,00,000',
    });
    // The hold matters only while provisional.
    expect(facts()).not.toHaveProperty('Held until');
  });

  it('says "Not quoted yet" while the agency has not quoted, with no payment asked', async () => {
    const { user } = openPage(() => [
      200,
      view({ quotedTotal: null, due: null, nextPayment: null }),
    ]);
    await lookUp(user);
    await screen.findByRole('region', { name: 'Booking details' });
    expect(facts()).toMatchObject({
      'Quoted total': 'Not quoted yet',
      'Amount due': 'Not quoted yet',
    });
    expect(screen.queryByRole('region', { name: 'Deposit due (20%)' })).toBeNull();
  });

  it('shows the payment schedule: each instalment, its amount, its day and paid, to pay or overdue', async () => {
    const today = todayInIst();
    const checkIn = addDays(today, 40);
    // The deposit's day has passed and it is paid; the 40% falls due 15 days before check-in.
    const schedule = paymentSchedule({
      quotedTotal: 40_000,
      received: 8_000,
      depositDueOn: addDays(today, -3),
      checkIn,
    });
    const { user } = openPage(() => [
      200,
      view({
        stage: 'confirmed',
        quotedTotal: 40_000,
        received: 8_000,
        due: 32_000,
        checkIn,
        schedule,
      }),
    ]);
    await lookUp(user);
    const region = await screen.findByRole('region', { name: 'Payment schedule' });
    const day = (offset: number) => formatDay(addDays(today, offset), { weekday: true });
    expect(
      within(region)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Deposit (20%) to confirm₹8,000Due by ${day(-3)}Paid`,
      `Further 40% before the journey₹16,000Due by ${day(25)}To pay`,
      `Balance on site at the start of the tour₹16,000Paid on site on ${day(40)}To pay`,
    ]);
  });

  it('marks an unpaid instalment past its day overdue, and shows no schedule before a quote', async () => {
    const today = todayInIst();
    const schedule = paymentSchedule({
      quotedTotal: 40_000,
      received: 0,
      depositDueOn: addDays(today, -1),
      checkIn: addDays(today, 40),
    });
    const { user, unmount } = openPage(() => [200, view({ quotedTotal: 40_000, schedule })]);
    await lookUp(user);
    const region = await screen.findByRole('region', { name: 'Payment schedule' });
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(/Overdue$/);
    unmount();

    const next = openPage(() => [200, view({ quotedTotal: null, due: null, nextPayment: null })]);
    await lookUp(next.user);
    await screen.findByRole('region', { name: 'Booking details' });
    expect(screen.queryByRole('region', { name: 'Payment schedule' })).toBeNull();
  });

  it("answers an unknown reference or a wrong phone with the API's one message", async () => {
    const { user } = openPage(() => [404, { message: NOT_FOUND }]);
    await lookUp(user, '9000000000');
    expect(await screen.findByText(NOT_FOUND)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Booking details' })).toBeNull();
  });

  it('checks the fields before asking: a malformed reference gets its message and no request', async () => {
    const { user, requests } = openPage(() => [200, view()]);
    const reference = await screen.findByRole('textbox', { name: 'Booking reference' });
    await user.clear(reference);
    await user.type(reference, 'hello');
    await lookUp(user);
    expect(reference).toHaveAccessibleDescription(
      'Enter your booking reference, for example SPT-2611-0042.',
    );
    expect(requests).toHaveLength(0);
  });

  it('shows the deposit due with a UPI QR code and link when the agency has a UPI id', async () => {
    const config = {
      ...testConfig,
      agency: { ...testConfig.agency, upiId: 'test.tours@okhdfcbank' },
    };
    const { user } = openPage(() => [200, view()], config);
    await lookUp(user);
    const payment = await screen.findByRole('region', { name: 'Deposit due (20%)' });
    expect(within(payment).getByText('₹25,000')).toBeVisible();
    const link =
      'upi://pay?pa=test.tours@okhdfcbank&pn=Test%20Tours%20Sonarpur&am=25000.00&cu=INR&tn=SPT-2611-0042';
    expect(within(payment).getByRole('link', { name: 'Pay with a UPI app' })).toHaveAttribute(
      'href',
      link,
    );
    const qr = within(payment).getByRole('img', { name: 'UPI QR code to pay ₹25,000' });
    expect(qr).toHaveAttribute('data-qr-value', link);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it("lists the booking's tax documents, each with its total to the paisa and its PDF", async () => {
    const receipt = receiptSummary;
    const refund: GstDocumentSummary = {
      ...receipt,
      _id: 'doc/2',
      type: 'refund',
      number: 'RF/2026-27/0003',
      issuedOn: '2026-12-02',
      taxableValue: 1000000,
      cgst: 25025,
      sgst: 25025,
      total: 1050050,
    };
    const { user } = openPage(() => [200, view({ documents: [receipt, refund] })]);
    await lookUp(user, '98765 43210');
    const panel = await screen.findByRole('region', { name: 'Tax documents' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Receipt Voucher RV/2026-27/0001Issued on 24 Nov 2026₹25,000.00Download PDF of Receipt Voucher RV/2026-27/0001',
      'Refund Voucher RF/2026-27/0003Issued on 2 Dec 2026₹10,500.50Download PDF of Refund Voucher RF/2026-27/0003',
    ]);
    // A plain link to the API (it downloads with scripts off too), with the lookup's reference
    // and phone number; each named by its document, the visible words first.
    const base = testConfig.apiBaseUrl.replace(/\/+$/, '');
    expect(
      within(items[0]!).getByRole('link', {
        name: 'Download PDF of Receipt Voucher RV/2026-27/0001',
      }),
    ).toHaveAttribute(
      'href',
      `${base}/bookings/status/documents/doc-1/pdf?reference=${REFERENCE}&phone=9876543210`,
    );
    expect(
      within(items[1]!).getByRole('link', {
        name: 'Download PDF of Refund Voucher RF/2026-27/0003',
      }),
    ).toHaveAttribute(
      'href',
      `${base}/bookings/status/documents/doc%2F2/pdf?reference=${REFERENCE}&phone=9876543210`,
    );
  });

  it('shows no tax documents panel while the booking has none', async () => {
    const { user } = openPage(() => [200, view()]);
    await lookUp(user);
    await screen.findByRole('region', { name: 'Booking details' });
    expect(screen.queryByRole('region', { name: 'Tax documents' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Download PDF/ })).toBeNull();
  });

  it('shows no QR code without a UPI id: the agency phone instead', async () => {
    const { user } = openPage(() => [200, view()]);
    await lookUp(user);
    const payment = await screen.findByRole('region', { name: 'Deposit due (20%)' });
    expect(within(payment).getByText('₹25,000')).toBeVisible();
    expect(within(payment).queryByRole('img')).toBeNull();
    expect(within(payment).queryByRole('link', { name: 'Pay with a UPI app' })).toBeNull();
    // No onlinePayment in the answer (online payments not set up): no online link.
    expect(within(payment).queryByRole('link', { name: /online/ })).toBeNull();
    expect(within(payment).getByRole('link', { name: testConfig.agency.phone })).toBeVisible();
  });

  it("with online payments, 'Pay ₹25,000 online' links to Razorpay's page", async () => {
    const url = 'https://rzp.io/i/TestLink01';
    const { user } = openPage(() => [200, view({ onlinePayment: { amount: 25000, url } })]);
    await lookUp(user);
    const payment = await screen.findByRole('region', { name: 'Deposit due (20%)' });
    expect(within(payment).getByRole('link', { name: 'Pay ₹25,000 online' })).toHaveAttribute(
      'href',
      url,
    );
    // No UPI id either: the online link is the way to pay, the phone is not offered instead.
    expect(within(payment).queryByRole('link', { name: testConfig.agency.phone })).toBeNull();
  });

  it('back from Razorpay: the thank-you when the API confirms the signature, a warning when it does not', async () => {
    const returned = new URLSearchParams({
      reference: REFERENCE,
      razorpay_payment_id: 'pay_Test0000001',
      razorpay_payment_link_id: 'plink_Test000001',
      razorpay_payment_link_reference_id: `${REFERENCE}-D1`,
      razorpay_payment_link_status: 'paid',
      razorpay_signature: 'a'.repeat(64),
    });
    for (const [result, text] of [
      ['paid', 'Payment received, thank you.'],
      ['invalid', 'We could not confirm this payment.'],
    ] as const) {
      const api = createTestApi();
      const requests: InternalAxiosRequestConfig[] = [];
      respondWith(api, (request) => {
        requests.push(request);
        return [200, { result, status: 'paid' }];
      });
      const { unmount } = renderApp({ route: `/booking-status?${returned.toString()}`, api });
      expect(await screen.findByText(new RegExp(text))).toBeVisible();
      expect(requests.map((request) => [request.url, request.params])).toEqual([
        [
          '/payments/razorpay/callback',
          Object.fromEntries([...returned].filter(([name]) => name !== 'reference')),
        ],
      ]);
      unmount();
    }
  });
});
