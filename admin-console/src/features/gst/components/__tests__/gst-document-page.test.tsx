import { screen, within } from '@testing-library/react';

import * as download from '../../../../lib/download';
import { adminScreen } from '../../../../testing/admin-screen';
import { documentView, receiptReference, SCHOOL_GSTIN } from '../../../../testing/gst-fixtures';
import { tableRows as rows } from '../../../../testing/table-rows';
import { DOCUMENT_TEXTS as T } from '../../texts';
import { GstDocumentPage } from '../gst-document-page';

const { backend, renderPage } = adminScreen('documents/:id', <GstDocumentPage />);

const open = async (view = documentView()) => {
  backend().on('GET', `/gst/documents/${view._id}`, { body: view });
  const rendered = renderPage(`/admin/documents/${view._id}`);
  const sheet = await screen.findByRole('article', { name: view.title });
  return { ...rendered, sheet };
};

describe('GstDocumentPage', () => {
  it('prints a receipt voucher as rule 50 asks: parties, number, date, place of supply, tax by head, words', async () => {
    const { sheet } = await open();

    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Receipt Voucher');
    expect(sheet).toHaveTextContent('Number:RV/2026-27/0001');
    expect(sheet).toHaveTextContent('Date:20 Nov 2026');
    expect(sheet).toHaveTextContent('Booking reference:SPT-2611-0042');
    expect(sheet).toHaveTextContent('Place of supply:West Bengal (19)');
    expect(sheet).toHaveTextContent('Sonarpur Tours and Travels');
    expect(sheet).toHaveTextContent('GSTIN: 19AAPFU0939F1ZS');
    // The traveller holds no GSTIN.
    expect(
      within(sheet).getByRole('heading', { name: T.recipient }).parentElement,
    ).toHaveTextContent(`Asha RoyState: West Bengal (19)GSTIN: ${T.unregistered}`);
    expect(rows(within(sheet).getByRole('table', { name: T.amountCaption }))).toEqual([
      'Description|Rate|Amount',
      'Tour package: Darjeeling, 1-5 May 2099, 2 adults + 1 child (Deluxe) (SAC 998555)',
      'Taxable value||₹10,000.00',
      'CGST|2.5%|₹250.00',
      'SGST|2.5%|₹250.00',
      'Total|₹10,500.00',
    ]);
    expect(sheet).toHaveTextContent('In words:Rupees Ten Thousand Five Hundred Only');
    expect(sheet).toHaveTextContent('Payment:UPI, UTR 412345678901');
    expect(sheet).toHaveTextContent(
      'inclusive of the charges for accommodation and transportation',
    );
    expect(sheet).toHaveTextContent('Tax payable on reverse charge: No');
    expect(sheet).toHaveTextContent('For Sonarpur Tours and TravelsAuthorised signatory');
    expect(within(sheet).queryByText(T.cancelled)).not.toBeInTheDocument();
  });

  it('prints IGST alone for a school in another state, with its GSTIN', async () => {
    const { sheet } = await open(
      documentView({
        cgst: 0,
        sgst: 0,
        igst: 50000,
        placeOfSupply: { code: '21', name: 'Odisha' },
        recipient: {
          name: 'DAV School Bhubaneswar',
          address: 'Chandrasekharpur, Bhubaneswar',
          stateCode: '21',
          stateName: 'Odisha',
          gstin: SCHOOL_GSTIN,
        },
      }),
    );

    expect(rows(within(sheet).getByRole('table', { name: T.amountCaption })).slice(3)).toEqual([
      'IGST|5%|₹500.00',
      'Total|₹10,500.00',
    ]);
    expect(sheet).toHaveTextContent(`GSTIN: ${SCHOOL_GSTIN}`);
    expect(sheet).toHaveTextContent('Place of supply:Odisha (21)');
  });

  it("shows a tax invoice's advances under receipt vouchers and the balance", async () => {
    const { sheet } = await open(
      documentView({
        _id: 'inv1',
        type: 'invoice',
        title: 'Tax Invoice',
        number: 'INV/2026-27/0001',
        taxableValue: 4000000,
        cgst: 100000,
        sgst: 100000,
        total: 4200000,
        paymentNote: '',
        advances: [receiptReference()],
        balance: { taxableValue: 3000000, cgst: 75000, sgst: 75000, igst: 0, total: 3150000 },
      }),
    );

    expect(rows(within(sheet).getByRole('table', { name: T.advancesCaption }))).toEqual([
      'Number|Date|Taxable value|CGST|SGST|Total',
      'RV/2026-27/0001|20 Nov 2026|₹10,000.00|₹250.00|₹250.00|₹10,500.00',
      'Balance|₹30,000.00|₹750.00|₹750.00|₹31,500.00',
    ]);
  });

  it('says CANCELLED with the reason across a cancelled document', async () => {
    const { sheet } = await open(
      documentView({ status: 'cancelled', cancelReason: 'Recorded against the wrong booking' }),
    );
    expect(within(sheet).getByRole('note')).toHaveTextContent(
      `${T.cancelled}${T.cancelReason}: Recorded against the wrong booking`,
    );
  });

  it('prints, downloads the PDF named by the number, and goes back to the booking', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const save = jest.spyOn(download, 'downloadFile').mockImplementation(() => undefined);
    backend().on('GET', '/gst/documents/doc1/pdf', { body: new Blob(['%PDF-1.7']) });
    const { user, router } = await open();

    await user.click(screen.getByRole('button', { name: T.print }));
    expect(print).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: T.download }));
    await screen.findByRole('button', { name: T.download });
    expect(save).toHaveBeenCalledWith('RV-2026-27-0001.pdf', expect.any(Blob));

    await user.click(screen.getByRole('button', { name: T.back }));
    expect(router.pathname).toBe('/admin/bookings/b1');
  });

  it("says so when the document is unknown, in the server's words", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    backend().on('GET', '/gst/documents/nope', {
      status: 404,
      body: { message: 'No such tax document.' },
    });
    renderPage('/admin/documents/nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('No such tax document.');
  });
});
