// The app composes the booking page with the GST feature's 'Tax documents' (issue 27): each
// document with its print page, PDF, Cancel (with a reason) and Reissue; the booking is fetched
// again after a change, so the list shows what the API now holds. Not shown with GST off and none.
import { GST_DOCUMENT_MESSAGES } from '@tours/shared-ui/schemas';
import { screen, waitFor, within } from '@testing-library/react';

import { BOOKING_DOCUMENTS_TEXTS as T } from '../../features/gst/texts';
import * as download from '../../lib/download';
import { adminScreen } from '../../testing/admin-screen';
import { bookingDetail } from '../../testing/fixtures';
import { documentView, gstSettingsOn, receiptSummary } from '../../testing/gst-fixtures';
import BookingRoute from '../routes/booking';

const { backend, renderPage } = adminScreen('bookings/:id', <BookingRoute />);

const receipt = receiptSummary();
const cancelledReceipt = receiptSummary({ status: 'cancelled', cancelReason: 'Wrong state' });

function answer({ gstOn = true, documents = [receipt] } = {}) {
  backend()
    .on('GET', '/bookings/b1', { body: bookingDetail({ documents }) })
    .on('GET', '/settings/gst', { body: gstSettingsOn({ enabled: gstOn }) })
    .on('GET', '/bookings/b1/notifications', { body: [] });
}

const open = async () => {
  const rendered = renderPage('/admin/bookings/b1');
  const section = await screen.findByRole('region', { name: T.title });
  return { ...rendered, section };
};

describe('Tax documents on the booking page', () => {
  it('lists each document: type, number, date, total, status, with its print page and PDF', async () => {
    answer();
    const save = jest.spyOn(download, 'downloadFile').mockImplementation(() => undefined);
    backend().on('GET', '/gst/documents/doc1/pdf', { body: new Blob(['%PDF-1.7']) });
    const { section, user } = await open();

    const line = within(section).getByRole('listitem');
    expect(line).toHaveTextContent(
      'Receipt voucher RV/2026-27/0001 · 20 Nov 2026 · ₹10,500.00 Issued',
    );
    expect(within(line).getByRole('link', { name: T.openLabel(receipt.number) })).toHaveAttribute(
      'href',
      '/admin/documents/doc1',
    );
    await user.click(within(line).getByRole('button', { name: T.pdfLabel(receipt.number) }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('RV-2026-27-0001.pdf', expect.any(Blob)));
    expect(within(line).queryByRole('button', { name: T.reissueLabel(receipt.number) })).toBeNull();
  });

  it('is not shown with GST off and no documents, and says none yet with GST on', async () => {
    answer({ gstOn: false, documents: [] });
    const { unmount } = renderPage('/admin/bookings/b1');
    await screen.findByRole('heading', { level: 1, name: 'Booking SPT-2611-0042' });
    await waitFor(() =>
      expect(backend().requests.some((r) => r.path === '/settings/gst')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: T.title })).not.toBeInTheDocument();
    unmount();

    answer({ gstOn: true, documents: [] });
    const { section } = await open();
    expect(section).toHaveTextContent(T.empty);
  });

  it('cancels a document with a reason of 3 to 500 characters, then shows the booking again', async () => {
    answer();
    backend().on('POST', '/gst/documents/doc1/cancel', ({ body }) => {
      backend().on('GET', '/bookings/b1', {
        body: bookingDetail({ documents: [cancelledReceipt] }),
      });
      return {
        body: documentView({
          status: 'cancelled',
          cancelReason: (body as { reason: string }).reason,
        }),
      };
    });
    const { section, user } = await open();

    await user.click(within(section).getByRole('button', { name: T.cancelLabel(receipt.number) }));
    const dialog = await screen.findByRole('dialog', { name: T.cancelTitle(receipt.number) });
    await user.type(within(dialog).getByLabelText(T.reason), 'no');
    await user.click(within(dialog).getByRole('button', { name: T.confirmCancel }));
    expect(await within(dialog).findByText(GST_DOCUMENT_MESSAGES.cancelReason)).toBeInTheDocument();
    expect(backend().writes()).toEqual([]);

    await user.clear(within(dialog).getByLabelText(T.reason));
    await user.type(within(dialog).getByLabelText(T.reason), ' Wrong state ');
    await user.click(within(dialog).getByRole('button', { name: T.confirmCancel }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend().writes()).toMatchObject([
      { method: 'POST', path: '/gst/documents/doc1/cancel', body: { reason: 'Wrong state' } },
    ]);
    expect(await within(section).findByText(T.reasonShown('Wrong state'))).toBeInTheDocument();
    expect(within(section).getByRole('listitem')).toHaveTextContent('Cancelled');
  });

  it("keeps the dialog open with the server's words when the document was already cancelled", async () => {
    answer();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend().on('POST', '/gst/documents/doc1/cancel', {
      status: 409,
      body: { message: 'RV/2026-27/0001 is already cancelled.' },
    });
    const { section, user } = await open();

    await user.click(within(section).getByRole('button', { name: T.cancelLabel(receipt.number) }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(T.reason), 'Typed twice');
    await user.click(within(dialog).getByRole('button', { name: T.confirmCancel }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'RV/2026-27/0001 is already cancelled.',
    );
  });

  it('reissues a cancelled document and lists the new one', async () => {
    answer({ documents: [cancelledReceipt] });
    const reissued = receiptSummary({ _id: 'doc2', number: 'RV/2026-27/0002' });
    backend().on('POST', '/gst/documents/doc1/reissue', () => {
      backend().on('GET', '/bookings/b1', {
        body: bookingDetail({ documents: [cancelledReceipt, reissued] }),
      });
      return { body: documentView({ _id: 'doc2', number: 'RV/2026-27/0002' }) };
    });
    const { section, user } = await open();

    expect(
      within(section).queryByRole('button', { name: T.cancelLabel(receipt.number) }),
    ).toBeNull();
    await user.click(within(section).getByRole('button', { name: T.reissueLabel(receipt.number) }));

    expect(
      await within(section).findByRole('link', { name: T.openLabel('RV/2026-27/0002') }),
    ).toHaveAttribute('href', '/admin/documents/doc2');
    expect(backend().writes()).toMatchObject([
      { method: 'POST', path: '/gst/documents/doc1/reissue' },
    ]);
  });
});
