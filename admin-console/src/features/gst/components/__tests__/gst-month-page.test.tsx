import { todayInIst } from '@tours/shared-ui/booking-office';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import * as csv from '../../../../lib/csv';
import { adminScreen } from '../../../../testing/admin-screen';
import { gstSettingsOn, monthExport } from '../../../../testing/gst-fixtures';
import { tableRows as rows } from '../../../../testing/table-rows';
import { MONTH_TEXTS as T } from '../../texts';
import { GstMonthPage } from '../gst-month-page';

const { backend, renderPage } = adminScreen('tax-documents', <GstMonthPage />);

function answer(byMonth: Record<string, ReturnType<typeof monthExport>>, enabled = true) {
  backend()
    .on('GET', '/settings/gst', { body: gstSettingsOn({ enabled }) })
    .on('GET', '/gst/documents', ({ query }) => {
      const month = byMonth[query.month ?? ''];
      return month
        ? { body: month }
        : {
            body: monthExport({
              month: query.month,
              documents: [],
              summary: [],
              totals: { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 },
              ledger: { received: 0, refunded: 0, net: 0 },
            }),
          };
    });
}

const thisMonth = todayInIst().slice(0, 7);

describe('GstMonthPage', () => {
  it("opens on this month in India's time, with the summary by place of supply and rate", async () => {
    answer({ [thisMonth]: monthExport({ month: thisMonth }) });
    renderPage();

    expect(screen.getByLabelText(T.month)).toHaveValue(thisMonth);
    const summary = await screen.findByRole('table', { name: T.summaryCaption });
    expect(rows(summary)).toEqual([
      'Place of supply|Rate|Taxable value|CGST|SGST/UTGST|IGST|Total',
      '19-West Bengal|5%|₹10,000.00|₹250.00|₹250.00|₹0.00|₹10,500.00',
      '21-Odisha|5%|₹10,000.00|₹0.00|₹0.00|₹500.00|₹10,500.00',
      'Total|₹20,000.00|₹250.00|₹250.00|₹500.00|₹21,000.00',
    ]);
    expect(screen.getByText(T.matches('₹21,000.00'))).toBeInTheDocument();
    expect(screen.getByText(T.ledger('₹21,000.00', '₹0.00', '₹21,000.00'))).toBeInTheDocument();
  });

  it("lists the month's documents, each opening its print page", async () => {
    answer({ '2026-11': monthExport() });
    renderPage();
    fireEvent.change(screen.getByLabelText(T.month), { target: { value: '2026-11' } });

    const documents = await screen.findByRole('table', { name: T.documentsCaption });
    expect(rows(documents).slice(1)).toEqual([
      'RV/2026-27/0001|Receipt voucher|20 Nov 2026|SPT-2611-0042|Asha Roy|West Bengal (19)||₹10,000.00|₹250.00|₹250.00|₹0.00|₹10,500.00|Issued',
      'RV/2026-27/0002|Receipt voucher|21 Nov 2026|SPT-2611-0043|DAV School Bhubaneswar|Odisha (21)|21AAPFU0939F1Z7|₹10,000.00|₹0.00|₹0.00|₹500.00|₹10,500.00|Issued',
    ]);
    expect(within(documents).getByRole('link', { name: 'RV/2026-27/0002' })).toHaveAttribute(
      'href',
      '/admin/documents/doc2',
    );
  });

  it('says how much the documents differ from the ledger when they do', async () => {
    answer({
      '2026-11': monthExport({ ledger: { received: 2150000, refunded: 0, net: 2150000 } }),
    });
    renderPage();
    fireEvent.change(screen.getByLabelText(T.month), { target: { value: '2026-11' } });

    expect(await screen.findByText(T.differs('₹21,000.00', '-₹500.00'))).toBeInTheDocument();
    expect(screen.queryByText(/^Matches/)).not.toBeInTheDocument();
  });

  it("downloads the month's CSV as the API wrote it", async () => {
    const saveCsv = jest.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    answer({ '2026-11': monthExport() });
    backend().on('GET', '/gst/documents', ({ query }) =>
      query.format === 'csv' ? { body: '\uFEFFType,Number\r\n' } : { body: monthExport() },
    );
    const { user } = renderPage();
    fireEvent.change(screen.getByLabelText(T.month), { target: { value: '2026-11' } });
    await screen.findByRole('table', { name: T.documentsCaption });

    await user.click(screen.getByRole('button', { name: T.download }));
    await waitFor(() =>
      expect(saveCsv).toHaveBeenCalledWith('gst-documents-2026-11.csv', 'Type,Number\r\n'),
    );
  });

  it('says when GST is off and the month has no documents', async () => {
    answer({}, false);
    renderPage();
    expect(await screen.findByText(T.noDocuments)).toBeInTheDocument();
    expect(screen.getByText(T.gstOff)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.settingsLink })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
  });

  it('keeps its wide tables in boxes a keyboard can scroll, so a phone never scrolls the page sideways', async () => {
    answer({ '2026-11': monthExport() });
    renderPage();
    fireEvent.change(screen.getByLabelText(T.month), { target: { value: '2026-11' } });

    const documents = await screen.findByRole('table', { name: T.documentsCaption });
    const box = documents.parentElement!;
    expect(box).toHaveStyle({ overflowX: 'auto' });
    expect(box).toHaveAttribute('tabindex', '0');
  });
});
