import { BOOKING_OFFICE_ERRORS } from '@tours/shared-ui/schemas';
import { todayInIst, type BookingDetail } from '@tours/shared-ui/booking-office';
import { screen, waitFor, within } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { bookingDetail, SCHEDULE } from '../../../../testing/fixtures';
import {
  CANCEL_TEXTS,
  HOLD_TEXTS,
  PAYMENT_TEXTS,
  QUOTE_TEXTS,
  REFUND_TEXTS,
  SCHEDULE_TEXTS,
  SECTION_TITLES,
} from '../../texts';
import { BookingPage } from '../booking-page';

const { backend, renderPage } = adminScreen(
  'bookings/:id',
  <BookingPage
    actions={(booking) => <button type="button">Message {booking.name}</button>}
    sections={(booking) => <section aria-label="Notifications">For {booking.reference}</section>}
  />,
);

const open = (booking: BookingDetail = bookingDetail()) => {
  backend().on('GET', '/bookings/b1', { body: booking });
  return renderPage('/admin/bookings/b1');
};

const section = (title: string) => screen.getByRole('region', { name: title });

const payment = {
  id: '7a1f0c2e-5b6d-4e8f-9a0b-1c2d3e4f5a6b',
  bookingId: 'b1',
  number: 1,
  amount: 25000,
  paidOn: '2026-11-20',
  method: 'upi' as const,
  reference: 'T2611',
  reason: '',
  reverses: null,
  recordedBy: { uid: 'admin-uid', email: 'admin@example.com' },
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('BookingPage', () => {
  it('shows the booking: reference, stage in words, amounts in rupees, its timeline', async () => {
    open();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking SPT-2611-0042' }),
    ).toBeInTheDocument();
    const details = section(SECTION_TITLES.details);
    expect(details).toHaveTextContent('Stage:Provisional');
    expect(details).toHaveTextContent('Quoted total:₹1,25,000');
    expect(details).toHaveTextContent('Received:₹0');
    expect(details).toHaveTextContent('Travellers:2 adults, 1 child');
    expect(section(SECTION_TITLES.quote)).toHaveTextContent('Deposit (20%): ₹25,000');
    expect(section(SECTION_TITLES.hold)).toHaveTextContent('Hold until: 3 Apr 2099, 11:59 pm IST');
    expect(section(SECTION_TITLES.timeline)).toHaveTextContent('Booking request received');
  });

  it('shows the payment schedule: each instalment, its amount, its day in words, paid or not', async () => {
    open(bookingDetail({ schedule: SCHEDULE, received: 25000 }));

    const table = await screen.findByRole('table', { name: SCHEDULE_TEXTS.caption });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'InstalmentAmountDue byPaid',
      'Deposit (20%) to confirm₹25,0003 April 2099Paid',
      'Further 40% before the journey₹50,00016 April 2099To pay',
      'Balance on site at the start of the tour₹50,0001 May 2099To pay',
    ]);
    expect(section(SECTION_TITLES.quote)).toContainElement(table);
  });

  it('says there is no schedule before a quote', async () => {
    open(bookingDetail({ quotedTotal: null, due: null }));
    expect(await screen.findByText(SCHEDULE_TEXTS.none)).toBeInTheDocument();
  });

  it('leaves slots for other features: a section and heading actions', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Message Asha Roy' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent(
      'For SPT-2611-0042',
    );
  });

  it('says when the booking does not exist', async () => {
    backend().on('GET', '/bookings/b1', { status: 404, body: { message: 'Booking not found.' } });
    renderPage('/admin/bookings/b1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found.');
  });

  it('sets the quoted total: PUT {quotedTotal}, then shows the booking again', async () => {
    const { user } = open(bookingDetail({ quotedTotal: null, due: null }));
    await screen.findByRole('heading', { level: 1 });
    const quote = section(SECTION_TITLES.quote);
    expect(quote).toHaveTextContent('Quoted total: Not quoted');

    backend()
      .on('PUT', '/bookings/b1', { body: bookingDetail() })
      .on('GET', '/bookings/b1', { body: bookingDetail({ quotedTotal: 150000 }) });
    await user.type(within(quote).getByLabelText(QUOTE_TEXTS.label), '1,50,000');
    await user.click(within(quote).getByRole('button', { name: QUOTE_TEXTS.submit }));

    await waitFor(() => expect(quote).toHaveTextContent('Quoted total: ₹1,50,000'));
    expect(backend().writes()).toMatchObject([
      { method: 'PUT', path: '/bookings/b1', body: { quotedTotal: 150000 } },
    ]);
  });

  it('refuses an amount that is not whole rupees before sending anything', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1 });
    const payments = section(SECTION_TITLES.payments);

    await user.type(within(payments).getByLabelText(PAYMENT_TEXTS.amount), '25.5');
    await user.click(within(payments).getByRole('button', { name: PAYMENT_TEXTS.submit }));

    expect(await within(payments).findByText('Enter a whole number of rupees.')).toBeVisible();
    expect(backend().writes()).toEqual([]);
  });

  it('records a payment: the booking is then confirmed, with a receipt for the payment', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1 });
    const payments = section(SECTION_TITLES.payments);
    const confirmed = bookingDetail({
      stage: 'confirmed',
      status: true,
      received: 25000,
      due: 100000,
      payments: [payment],
    });
    backend().on('POST', '/bookings/b1/payments', {
      status: 201,
      body: { payment, booking: confirmed },
    });

    await user.type(within(payments).getByLabelText(PAYMENT_TEXTS.amount), '25000');
    await user.click(within(payments).getByRole('radio', { name: 'Cash' }));
    await user.click(within(payments).getByRole('radio', { name: 'UPI' }));
    await user.type(within(payments).getByLabelText(PAYMENT_TEXTS.reference), 'T2611');
    await user.click(within(payments).getByRole('button', { name: PAYMENT_TEXTS.submit }));

    expect(
      await within(payments).findByRole('link', { name: 'Receipt SPT-2611-0042/1' }),
    ).toHaveAttribute('href', `/admin/bookings/b1/receipts/${payment.id}`);
    expect(section(SECTION_TITLES.details)).toHaveTextContent('Stage:Confirmed');
    expect(payments).toHaveTextContent('₹25,000');
    expect(backend().writes()).toMatchObject([
      {
        method: 'POST',
        path: '/bookings/b1/payments',
        body: { amount: 25000, paidOn: todayInIst(), method: 'upi', reference: 'T2611' },
      },
    ]);
  });

  it("shows the server's refusal: its sentence above the form, field texts under the fields", async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1 });
    const payments = section(SECTION_TITLES.payments);
    backend().on('POST', '/bookings/b1/payments', {
      status: 409,
      body: { message: BOOKING_OFFICE_ERRORS.paymentOnClosed },
    });
    await user.type(within(payments).getByLabelText(PAYMENT_TEXTS.amount), '5000');
    await user.click(within(payments).getByRole('button', { name: PAYMENT_TEXTS.submit }));
    expect(await within(payments).findByRole('alert')).toHaveTextContent(
      BOOKING_OFFICE_ERRORS.paymentOnClosed,
    );

    backend().on('POST', '/bookings/b1/payments', {
      status: 400,
      body: {
        message: 'Please check the highlighted fields.',
        errors: { paidOn: 'This day cannot be in the future.' },
      },
    });
    await user.click(within(payments).getByRole('button', { name: PAYMENT_TEXTS.submit }));
    expect(await within(payments).findByText('This day cannot be in the future.')).toBeVisible();
  });

  it('reverses a payment with a reason: the negative of its amount', async () => {
    const { user } = open(
      bookingDetail({ stage: 'confirmed', status: true, received: 25000, payments: [payment] }),
    );
    await screen.findByRole('heading', { level: 1 });
    const payments = section(SECTION_TITLES.payments);

    await user.click(
      within(payments).getByRole('button', { name: 'Reverse payment SPT-2611-0042/1' }),
    );
    await user.click(within(payments).getByRole('button', { name: PAYMENT_TEXTS.submitReversal }));
    expect(await within(payments).findByText('Give the reason for this reversal.')).toBeVisible();

    backend().on('POST', '/bookings/b1/payments', {
      status: 201,
      body: { payment, booking: bookingDetail() },
    });
    await user.type(within(payments).getByLabelText(PAYMENT_TEXTS.reason), 'Entered twice');
    await user.click(within(payments).getByRole('button', { name: PAYMENT_TEXTS.submitReversal }));

    await waitFor(() =>
      expect(backend().writes()).toMatchObject([
        {
          path: '/bookings/b1/payments',
          body: { amount: -25000, reason: 'Entered twice', reverses: payment.id },
        },
      ]),
    );
  });

  it('extends the hold to the end of the day chosen (IST)', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 1 });
    const hold = section(SECTION_TITLES.hold);
    backend().on('POST', '/bookings/b1/hold', { body: bookingDetail() });

    await user.type(within(hold).getByLabelText(HOLD_TEXTS.label), '2099-04-10');
    await user.click(within(hold).getByRole('button', { name: HOLD_TEXTS.submit }));

    await waitFor(() =>
      expect(backend().writes()).toMatchObject([
        { path: '/bookings/b1/hold', body: { holdUntil: '2099-04-10T18:29:59.999Z' } },
      ]),
    );
  });

  it('quotes the cancellation for a day, and cancels with that charge after a confirmation', async () => {
    const confirmed = bookingDetail({ stage: 'confirmed', status: true, received: 25000 });
    const { user } = open(confirmed);
    await screen.findByRole('heading', { level: 1 });
    const cancellation = section(SECTION_TITLES.cancellation);
    backend().on('GET', '/bookings/b1/cancellation', {
      body: {
        daysBefore: 95,
        charge: 1500,
        refund: 23500,
        rule: 'More than 90 days: ₹1,500',
        ruleId: 'over-90',
      },
    });

    await user.click(within(cancellation).getByRole('button', { name: CANCEL_TEXTS.quote }));
    expect(await within(cancellation).findByText('₹23,500')).toBeVisible();
    expect(cancellation).toHaveTextContent('Charge:₹1,500');
    expect(cancellation).toHaveTextContent('Days before the journey:95');

    backend().on('POST', '/bookings/b1/cancel', {
      body: { ...confirmed, stage: 'cancelled', status: false },
    });
    await user.click(within(cancellation).getByRole('button', { name: CANCEL_TEXTS.submit }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: CANCEL_TEXTS.confirmOk }));

    await waitFor(() =>
      expect(backend().writes()).toMatchObject([
        { path: '/bookings/b1/cancel', body: { on: todayInIst(), reason: '' } },
      ]),
    );
    expect((backend().writes()[0]!.body as Record<string, unknown>).charge).toBeUndefined();
  });

  it('asks for the charge where the policy is silent', async () => {
    const { user } = open(bookingDetail({ stage: 'confirmed', status: true, received: 25000 }));
    await screen.findByRole('heading', { level: 1 });
    const cancellation = section(SECTION_TITLES.cancellation);
    backend().on('GET', '/bookings/b1/cancellation', {
      body: {
        daysBefore: 45,
        charge: null,
        refund: null,
        rule: 'The policy sets no charge',
        ruleId: '31-60',
      },
    });
    await user.click(within(cancellation).getByRole('button', { name: CANCEL_TEXTS.quote }));
    await within(cancellation).findByText(CANCEL_TEXTS.chargeHelpSilent);

    await user.click(within(cancellation).getByRole('button', { name: CANCEL_TEXTS.submit }));
    expect(
      await within(cancellation).findByText(BOOKING_OFFICE_ERRORS.chargeRequired),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(backend().writes()).toEqual([]);
  });

  /** The refund a cancellation approved, before any step. */
  const approvedRefund = {
    state: 'approved' as const,
    amount: 23500,
    deadline: '2026-12-10',
    approvedAt: '2026-11-20T10:00:00.000Z',
    chequeNumber: null,
    onlineRefundId: null,
    processedOn: null,
    confirmedOn: null,
  };

  it('processes a refund with its cheque number, by the deadline of 15 working days', async () => {
    const refund = approvedRefund;
    const { user } = open(bookingDetail({ stage: 'cancelled', status: false, refund }));
    await screen.findByRole('heading', { level: 1 });
    const section_ = section(SECTION_TITLES.refund);
    expect(section_).toHaveTextContent('Process by:10 Dec 2026');
    expect(section_).toHaveTextContent('Amount:₹23,500');

    await user.type(within(section_).getByLabelText(REFUND_TEXTS.chequeNumber), '12345');
    await user.click(within(section_).getByRole('button', { name: REFUND_TEXTS.process }));
    expect(await within(section_).findByText('Enter the 6-digit cheque number.')).toBeVisible();

    backend().on('POST', '/bookings/b1/refund/process', {
      body: bookingDetail({
        stage: 'cancelled',
        refund: {
          ...refund,
          state: 'processed',
          chequeNumber: '123456',
          processedOn: todayInIst(),
        },
      }),
    });
    await user.type(within(section_).getByLabelText(REFUND_TEXTS.chequeNumber), '6');
    await user.click(within(section_).getByRole('button', { name: REFUND_TEXTS.process }));

    expect(
      await within(section_).findByRole('button', { name: REFUND_TEXTS.confirm }),
    ).toBeVisible();
    expect(backend().writes()).toMatchObject([
      { path: '/bookings/b1/refund/process', body: { chequeNumber: '123456' } },
    ]);
  });

  it('shows a refund paid back through Razorpay by its refund id, with no cheque to enter', async () => {
    const refund = {
      ...approvedRefund,
      state: 'processed' as const,
      onlineRefundId: 'rfnd_Ab12Cd34Ef56Gh',
      processedOn: '2026-11-24',
    };
    open(bookingDetail({ stage: 'cancelled', status: false, refund }));
    await screen.findByRole('heading', { level: 1 });
    const section_ = section(SECTION_TITLES.refund);
    expect(section_).toHaveTextContent(`${REFUND_TEXTS.onlineRefundId}:rfnd_Ab12Cd34Ef56Gh`);
    expect(section_).toHaveTextContent(`${REFUND_TEXTS.onlineProcessedOn}:24 Nov 2026`);
    expect(section_).not.toHaveTextContent(REFUND_TEXTS.chequeNumber);
    expect(within(section_).queryByLabelText(REFUND_TEXTS.chequeNumber)).toBeNull();
    expect(within(section_).getByRole('button', { name: REFUND_TEXTS.confirm })).toBeVisible();
  });
});
