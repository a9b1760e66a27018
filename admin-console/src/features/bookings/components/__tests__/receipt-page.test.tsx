import { screen } from '@testing-library/react';

import { adminScreen } from '../../../../testing/admin-screen';
import { bookingDetail, SCHEDULE } from '../../../../testing/fixtures';
import { testConfig } from '../../../../testing/test-config';
import { RECEIPT_TEXTS, SCHEDULE_TEXTS } from '../../texts';
import { ReceiptPage } from '../receipt-page';

const { backend, renderPage } = adminScreen('bookings/:id/receipts/:paymentId', <ReceiptPage />);

const entry = (id: string, number: number, amount: number) => ({
  id,
  bookingId: 'b1',
  number,
  amount,
  paidOn: '2026-11-20',
  method: 'upi' as const,
  reference: `T${number}`,
  reason: '',
  reverses: null,
  recordedBy: { uid: 'admin-uid', email: 'admin@example.com' },
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('ReceiptPage', () => {
  beforeEach(() => {
    backend().on('GET', '/bookings/b1', {
      body: bookingDetail({
        stage: 'confirmed',
        received: 125000,
        payments: [entry('p1', 1, 25000), entry('p2', 2, 100000)],
        schedule: SCHEDULE,
      }),
    });
  });

  it("shows the agency's details, the reference, the amount in rupees and in words, the balance due", async () => {
    renderPage('/admin/bookings/b1/receipts/p1');

    expect(
      await screen.findByRole('heading', { name: 'Receipt SPT-2611-0042/1' }),
    ).toBeInTheDocument();
    const receipt = screen.getByRole('article');
    expect(receipt).toHaveTextContent(testConfig.siteName);
    expect(receipt).toHaveTextContent(testConfig.agency.address);
    expect(receipt).toHaveTextContent(testConfig.agency.phone);
    expect(receipt).toHaveTextContent('Booking reference:SPT-2611-0042');
    expect(receipt).toHaveTextContent('Amount:₹25,000');
    expect(receipt).toHaveTextContent('In words:Rupees Twenty-Five Thousand Only');
    // The balance after this entry, not after the later ones.
    expect(receipt).toHaveTextContent('Received to date:₹25,000');
    expect(receipt).toHaveTextContent('Balance due:₹1,00,000');
    expect(screen.getByRole('button', { name: RECEIPT_TEXTS.print })).toBeInTheDocument();
  });

  it('prints the payment schedule with the receipt', async () => {
    renderPage('/admin/bookings/b1/receipts/p1');

    const table = await screen.findByRole('table', { name: SCHEDULE_TEXTS.caption });
    expect(screen.getByRole('article')).toContainElement(table);
    expect(table).toHaveTextContent('Further 40% before the journey₹50,00016 April 2099To pay');
  });

  it('prints the page when Print is pressed', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderPage('/admin/bookings/b1/receipts/p2');
    await user.click(await screen.findByRole('button', { name: RECEIPT_TEXTS.print }));
    expect(print).toHaveBeenCalled();
    expect(screen.getByRole('article')).toHaveTextContent('Balance due:₹0');
  });

  it('says so when the booking has no such payment', async () => {
    renderPage('/admin/bookings/b1/receipts/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(RECEIPT_TEXTS.notFound);
  });
});
