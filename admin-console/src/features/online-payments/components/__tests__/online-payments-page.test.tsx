import { screen, waitFor, within } from '@testing-library/react';

import { adminScreen, expectEmptyAndFailed } from '../../../../testing/admin-screen';
import { onlinePayment } from '../../../../testing/fixtures';
import { pretendNarrowScreen } from '../../../../testing/narrow-screen';
import { FLAG_LABELS, ONLINE_PAYMENTS_TEXTS as T } from '../../texts';
import { OnlinePaymentsPage } from '../online-payments-page';

const { backend, renderPage } = adminScreen('online-payments', <OnlinePaymentsPage />);

const paid = onlinePayment();
// Paid after the booking was released: kept out of the ledger, money to refund.
const afterRelease = onlinePayment({
  providerPaymentId: 'pay_B2',
  bookingId: 'b2',
  reference: 'SPT-2611-0010',
  paymentId: null,
  amountPaise: 2_500_000,
  expectedPaise: 2_500_000,
  flag: 'booking-closed',
  paidAt: '2026-11-26T10:30:00.000Z',
});
const unmatched = {
  id: 'e1',
  event: 'payment_link.paid',
  reference: 'ZZZ-D1',
  reason: 'No link has this reference.',
  receivedAt: '2026-11-26T11:00:00.000Z',
};
const list = { payments: [afterRelease, paid], unmatched: [unmatched] };

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('OnlinePaymentsPage', () => {
  it('says it is loading, then lists the payments with the flagged one marked, and the unmatched webhooks', async () => {
    let answer: (value: { body: unknown }) => void = () => undefined;
    backend().on('GET', '/payments/online', () => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect(await screen.findByText(T.loading)).toBeInTheDocument();
    answer({ body: list });

    expect(await screen.findByText(T.flaggedCount(1))).toBeInTheDocument();
    const [payments, events] = screen.getAllByRole('table');
    const rows = within(payments!).getAllByRole('row').slice(1);
    expect(rows.map(cellTexts)).toEqual([
      [
        '26 Nov 2026, 4:00 pm IST',
        'SPT-2611-0010',
        '₹25,000',
        FLAG_LABELS['booking-closed'],
        'pay_B2',
        T.refund,
      ],
      ['25 Nov 2026, 11:30 am IST', 'SPT-2611-0009', '₹8,000', '', 'pay_A1', T.refund],
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'SPT-2611-0010' })).toHaveAttribute(
      'href',
      '/admin/bookings/b2',
    );
    const unmatchedSection = screen.getByRole('region', { name: T.unmatched.title });
    expect(within(unmatchedSection).getByRole('table')).toBe(events);
    expect(cellTexts(within(events!).getAllByRole('row')[1]!)).toEqual([
      '26 Nov 2026, 4:30 pm IST',
      'payment_link.paid',
      'ZZZ-D1',
      'No link has this reference.',
    ]);
  });

  it('marks an amount that differs with the amount due, and shows a refund already asked', async () => {
    backend().on('GET', '/payments/online', {
      body: {
        payments: [
          onlinePayment({
            amountPaise: 700_000,
            flag: 'amount-differs',
            refund: { id: 'rfnd_1', amountPaise: 700_000, status: 'processed' },
          }),
        ],
        unmatched: [],
      },
    });
    renderPage();

    const row = within((await screen.findAllByRole('table'))[0]!).getAllByRole('row')[1]!;
    expect(cellTexts(row).slice(2)).toEqual([
      '₹7,000',
      `${FLAG_LABELS['amount-differs']} (₹8,000 due)`,
      'pay_A1',
      'Refunded · ₹7,000',
    ]);
    // Refunded: nothing to ask again, and nothing left needing the owner.
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(T.flaggedCount(1))).not.toBeInTheDocument();
  });

  it('refunds all of it by default after the confirm dialog, and closes it', async () => {
    backend()
      .on('GET', '/payments/online', { body: list })
      .on('POST', '/payments/online/pay_B2/refund', {
        body: {
          ...afterRelease,
          refund: { id: 'rfnd_1', amountPaise: 2_500_000, status: 'pending' },
        },
      });
    const { user } = renderPage();

    await user.click(
      await screen.findByRole('button', { name: T.refundLabel('₹25,000', 'pay_B2') }),
    );
    const dialog = await screen.findByRole('dialog', { name: T.dialog.title });
    expect(dialog).toHaveTextContent(T.dialog.intro('₹25,000', 'pay_B2', 'SPT-2611-0010'));
    expect(within(dialog).getByLabelText(T.dialog.amount)).toHaveValue('25000');
    await user.click(within(dialog).getByRole('button', { name: T.dialog.confirm }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend().writes()).toEqual([
      expect.objectContaining({ path: '/payments/online/pay_B2/refund', body: {} }),
    ]);
    expect(await screen.findByText(T.refunded('₹25,000'))).toBeInTheDocument();
    expect(screen.getByText('Refund asked · ₹25,000')).toBeInTheDocument();
  });

  it('refunds a part, refuses more than was paid before sending, and shows the server’s refusal', async () => {
    backend()
      .on('GET', '/payments/online', { body: list })
      .on('POST', '/payments/online/pay_A1/refund', {
        status: 409,
        body: { message: 'This payment already has a refund.' },
      });
    const { user } = renderPage();

    await user.click(
      await screen.findByRole('button', { name: T.refundLabel('₹8,000', 'pay_A1') }),
    );
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(T.dialog.amount);
    await user.clear(amount);
    await user.type(amount, '9000');
    await user.click(within(dialog).getByRole('button', { name: T.dialog.confirm }));
    expect(await within(dialog).findByText(T.dialog.tooMuch)).toBeInTheDocument();
    expect(backend().writes()).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(within(dialog).getByRole('button', { name: T.dialog.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This payment already has a refund.',
    );
    expect(backend().writes()).toEqual([
      expect.objectContaining({ path: '/payments/online/pay_A1/refund', body: { amount: 3000 } }),
    ]);

    await user.click(within(dialog).getByRole('button', { name: T.dialog.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says so calmly when online payments are not set up, and how to set them up', async () => {
    backend().on('GET', '/payments/online', {
      status: 404,
      body: { message: 'Online payments are not set up.' },
    });
    renderPage();

    // Told politely (a status), not as an error.
    expect((await screen.findByText(T.notSetUp.title)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(T.notSetUp.howTo)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when there are none, and when the list cannot be fetched', () =>
    expectEmptyAndFailed({ backend, renderPage }, '/payments/online', {
      emptyBody: { payments: [], unmatched: [] },
      empty: [T.empty, T.unmatched.empty],
      failed: T.failed,
      notified: false,
    }));

  it('shows cards on a phone, the refund button in reach', async () => {
    pretendNarrowScreen();
    backend().on('GET', '/payments/online', { body: list });
    renderPage();

    const card = (await screen.findByRole('link', { name: 'SPT-2611-0010' })).closest('li')!;
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('SPT-2611-0010 · ₹25,000');
    expect(card).toHaveTextContent(FLAG_LABELS['booking-closed']);
    expect(
      within(card).getByRole('button', { name: T.refundLabel('₹25,000', 'pay_B2') }),
    ).toBeVisible();
    expect(screen.getByText('ZZZ-D1')).toBeInTheDocument();
  });
});
