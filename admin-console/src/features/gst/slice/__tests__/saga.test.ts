import * as csv from '../../../../lib/csv';
import * as download from '../../../../lib/download';
import { documentView, gstSettingsOn, monthExport } from '../../../../testing/gst-fixtures';
import { noticeAction, sagaHarness } from '../../../../testing/run-saga';
import { settingsSagaCases } from '../../../../testing/settings-saga-cases';
import {
  BOOKING_DOCUMENTS_TEXTS,
  DOCUMENT_TEXTS,
  GST_SETTINGS_TEXTS,
  MONTH_TEXTS,
} from '../../texts';
import {
  gstDocumentActions,
  gstDocumentChangesActions as changes,
  gstMonthActions,
  gstSettingsActions,
} from '..';
import { gstSaga } from '../saga';

describe('gstSaga', () => {
  const start = sagaHarness(gstSaga);

  settingsSagaCases({
    start,
    actions: gstSettingsActions,
    path: '/settings/gst',
    fetched: { ...gstSettingsOn(), enabled: false },
    change: gstSettingsOn(),
    saved: gstSettingsOn(),
    refused: {
      change: gstSettingsOn({ legalName: '' }),
      fieldErrors: { legalName: 'The legal name is required.' },
    },
    failing: gstSettingsOn(),
    texts: GST_SETTINGS_TEXTS,
  });

  it("fetches a document, and says an unknown one in the server's words", async () => {
    const { backend, send, dispatched } = start();
    backend.on('GET', '/gst/documents/doc1', { body: documentView() });
    backend.on('GET', '/gst/documents/nope', {
      status: 404,
      body: { message: 'No such tax document.' },
    });

    await send(gstDocumentActions.documentRequested('doc1'));
    await send(gstDocumentActions.documentRequested('nope'));

    expect(dispatched).toEqual([
      gstDocumentActions.loaded(documentView()),
      gstDocumentActions.failed('No such tax document.'),
    ]);
  });

  it("downloads a document's PDF named by its number, and says so when it fails", async () => {
    const save = jest.spyOn(download, 'downloadFile').mockImplementation(() => undefined);
    const { backend, send, dispatched } = start();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    backend.on('GET', '/gst/documents/doc1/pdf', { body: pdf });

    await send(changes.pdfRequested({ id: 'doc1', number: 'RV/2026-27/0001' }));
    expect(save).toHaveBeenCalledWith('RV-2026-27-0001.pdf', pdf);
    expect(dispatched).toEqual([changes.pdfFinished('doc1')]);

    backend.on('GET', '/gst/documents/doc1/pdf', { status: 500 });
    await send(changes.pdfRequested({ id: 'doc1', number: 'RV/2026-27/0001' }));
    expect(dispatched.slice(1)).toEqual([
      noticeAction('error', DOCUMENT_TEXTS.downloadFailed),
      changes.pdfFinished('doc1'),
    ]);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('cancels a document with its reason; a 409 stays for the dialog in the server words', async () => {
    const { backend, send, dispatched } = start();
    const cancelled = documentView({ status: 'cancelled', cancelReason: 'Wrong state' });
    backend.on('POST', '/gst/documents/doc1/cancel', { body: cancelled });

    await send(changes.cancelRequested({ id: 'doc1', reason: 'Wrong state' }));
    expect(backend.writes()).toMatchObject([
      { method: 'POST', path: '/gst/documents/doc1/cancel', body: { reason: 'Wrong state' } },
    ]);
    expect(dispatched).toEqual([
      changes.cancelSucceeded(cancelled),
      noticeAction('success', BOOKING_DOCUMENTS_TEXTS.cancelled('RV/2026-27/0001')),
    ]);

    backend.on('POST', '/gst/documents/doc1/cancel', {
      status: 409,
      body: { message: 'RV/2026-27/0001 is already cancelled.' },
    });
    await send(changes.cancelRequested({ id: 'doc1', reason: 'Wrong state' }));
    expect(dispatched.slice(2)).toEqual([
      changes.cancelRefused({ fieldErrors: {}, message: 'RV/2026-27/0001 is already cancelled.' }),
    ]);
  });

  it("reissues a cancelled document, and tells a refusal in the server's words", async () => {
    const { backend, send, dispatched } = start();
    const issued = documentView({ _id: 'doc9', number: 'RV/2026-27/0009' });
    backend.on('POST', '/gst/documents/doc1/reissue', { body: issued });

    await send(changes.reissueRequested('doc1'));
    expect(dispatched).toEqual([
      changes.reissueSucceeded(issued),
      noticeAction('success', BOOKING_DOCUMENTS_TEXTS.reissued('RV/2026-27/0009')),
    ]);

    backend.on('POST', '/gst/documents/doc1/reissue', {
      status: 409,
      body: { message: 'RV/2026-27/0001 was already reissued as RV/2026-27/0009.' },
    });
    await send(changes.reissueRequested('doc1'));
    expect(dispatched.slice(2)).toEqual([
      changes.reissueFailed(),
      noticeAction('error', 'RV/2026-27/0001 was already reissued as RV/2026-27/0009.'),
    ]);
  });

  it('fetches a month and downloads its CSV as the API wrote it, named by the month', async () => {
    const saveCsv = jest.spyOn(csv, 'downloadCsv').mockImplementation(() => undefined);
    const { backend, send, dispatched } = start();
    backend.on('GET', '/gst/documents', ({ query }) =>
      query.format === 'csv'
        ? { body: '\uFEFFType,Number\r\nreceipt,RV/2026-27/0001\r\n' }
        : { body: monthExport() },
    );

    await send(gstMonthActions.monthRequested('2026-11'));
    expect(backend.requests.at(-1)).toMatchObject({ query: { month: '2026-11' } });
    expect(dispatched).toEqual([gstMonthActions.loaded(monthExport())]);

    await send(gstMonthActions.downloadRequested('2026-11'));
    expect(backend.requests.at(-1)).toMatchObject({ query: { month: '2026-11', format: 'csv' } });
    expect(saveCsv).toHaveBeenCalledWith(
      'gst-documents-2026-11.csv',
      'Type,Number\r\nreceipt,RV/2026-27/0001\r\n',
    );
    expect(dispatched.at(-1)).toEqual(gstMonthActions.downloadFinished());

    backend.on('GET', '/gst/documents', { status: 500 });
    await send(gstMonthActions.monthRequested('2026-10'));
    expect(dispatched.at(-1)).toEqual(gstMonthActions.failed(MONTH_TEXTS.failed));
  });
});
