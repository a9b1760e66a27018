// GST through the API (docs/gst.md): the settings, a booking's state and GSTIN, and the documents
// issued with the payments, refunds, cancellations and tours they document, on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL.
import {
  endOfIstDay,
  todayInIst,
  type BookingDetail,
  type BookingRecord,
  type PaymentResult,
} from '@tours/shared-ui/booking-office';
import { CSV_BOM } from '@tours/shared-ui/csv';
import {
  DEFAULT_GST_SETTINGS,
  GSTIN_MESSAGES,
  financialYearOf,
  type GstDocumentSummary,
  type GstDocumentView,
  type GstMonthExport,
  type GstSettings,
} from '@tours/shared-ui/gst';
import {
  BOOKING_GST_MESSAGES,
  GST_DOCUMENT_MESSAGES,
  GST_SETTINGS_MESSAGES,
} from '@tours/shared-ui/schemas';

import { GST_ISSUE_ERRORS } from '../../services/gst/issue';
import { adminApiPerFile } from '../../testing/admin-api';
import { AGENCY_GSTIN, GST_ON } from '../../testing/gst-settings';
import { countRows, dayFromToday, validBodies } from '../../testing/fixtures';
import { bookAsVisitor } from '../../testing/visitor-booking';

const api = adminApiPerFile(process.env.GST_DEBUG ? { logger: { level: 'error' } } : {});
const { send } = api;

/** A West Bengal agency on the 5% scheme (GSTN's sample PAN with West Bengal's code). */
/** A company in Odisha. */
const ODISHA_GSTIN = '21AABCS1429B1Z6';

const book = (overrides: object = {}): Promise<BookingRecord> =>
  bookAsVisitor(api.testApp.app, overrides);

describe('GET/PUT /api/settings/gst', () => {
  it('answers the defaults (GST off) until saved, then what was saved, audited', async () => {
    const before = await send('GET', '/api/settings/gst');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual(DEFAULT_GST_SETTINGS);

    const saved = await send('PUT', '/api/settings/gst', {
      ...GST_ON,
      prefixes: { receipt: 'rv', invoice: 'INV', refund: 'RF' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(GST_ON);
    expect((await send('GET', '/api/settings/gst')).json()).toEqual(GST_ON);
    const audit = (await send('GET', '/api/audit?entity=setting&entityId=gst')).json<{
      entries: { action: string; changes: Record<string, unknown> }[];
    }>();
    expect(audit.entries[0]?.changes).toMatchObject({ enabled: { from: false, to: true } });

    await send('PUT', '/api/settings/gst', DEFAULT_GST_SETTINGS);
  });

  it('refuses bad settings with the message of each field, and keeps what was stored', async () => {
    const refused = await send('PUT', '/api/settings/gst', {
      ...GST_ON,
      gstin: '19AAPFU0939F1ZT',
      legalName: '',
      sac: '123456',
      ratePercent: 5.125,
      prefixes: { receipt: 'RV', invoice: 'RV', refund: 'RFND' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      gstin: GSTIN_MESSAGES.checkDigit,
      legalName: GST_SETTINGS_MESSAGES.legalName,
      sac: GST_SETTINGS_MESSAGES.sac,
      ratePercent: GST_SETTINGS_MESSAGES.ratePercent,
      prefixes: GST_SETTINGS_MESSAGES.prefix,
    });
    const wrongState = await send('PUT', '/api/settings/gst', { ...GST_ON, stateCode: '21' });
    expect(wrongState.json().errors).toEqual({ gstin: GST_SETTINGS_MESSAGES.gstinState });
    expect((await send('GET', '/api/settings/gst')).json()).toEqual(DEFAULT_GST_SETTINGS);
  });
});

describe("a booking's state and GSTIN", () => {
  it("takes the agency's state by default, and the traveller's state and GSTIN when sent", async () => {
    const plain = await book();
    expect(plain).toMatchObject({ stateCode: '19', gstin: '' });
    const company = await book({ stateCode: '21', gstin: ` ${ODISHA_GSTIN.toLowerCase()} ` });
    expect(company).toMatchObject({ stateCode: '21', gstin: ODISHA_GSTIN });
    const detail = (await send('GET', `/api/bookings/${company._id}`)).json<BookingDetail>();
    expect(detail).toMatchObject({ stateCode: '21', gstin: ODISHA_GSTIN, documents: [] });
  });

  it('refuses a wrong GSTIN or state with the message and writes nothing', async () => {
    const bookings = await countRows(api.testApp.app, 'bookings');
    const wrong = await send(
      'POST',
      '/api/bookings',
      { ...validBodies.booking, gstin: '19AAPFU0939F1ZT', stateCode: '99' },
      {},
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      gstin: GSTIN_MESSAGES.checkDigit,
      stateCode: BOOKING_GST_MESSAGES.stateCode,
    });
    expect(await countRows(api.testApp.app, 'bookings')).toBe(bookings);

    const booking = await book();
    const change = await send('PUT', `/api/bookings/${booking._id}`, { gstin: '19AAPFU0939F1Z' });
    expect(change.statusCode).toBe(400);
    expect(change.json().errors).toEqual({ gstin: GSTIN_MESSAGES.length });
    expect((await send('GET', `/api/bookings/${booking._id}`)).json()).toMatchObject({ gstin: '' });
  });

  it('is changed by the admin like the other details, with its timeline event', async () => {
    const booking = await book();
    const changed = await send('PUT', `/api/bookings/${booking._id}`, {
      stateCode: '21',
      gstin: ODISHA_GSTIN,
    });
    expect(changed.statusCode).toBe(200);
    const detail = changed.json<BookingDetail>();
    expect(detail).toMatchObject({ stateCode: '21', gstin: ODISHA_GSTIN });
    expect(detail.timeline.at(-1)?.summary).toBe(
      'Details changed: state (GST place of supply), GSTIN',
    );
    const cleared = await send('PUT', `/api/bookings/${booking._id}`, { gstin: '' });
    expect(cleared.json()).toMatchObject({ stateCode: '21', gstin: '' });
  });

  it("answers the traveller's status with its documents", async () => {
    const booking = await book();
    const status = await send(
      'GET',
      `/api/bookings/status?reference=${booking.reference}&phone=${booking.phone}`,
      undefined,
      {},
    );
    expect(status.json()).toMatchObject({ documents: [] });
  });
});

// ---------------------------------------------------------------------------------------------
// The documents

const detail = async (id: string) =>
  (await send('GET', `/api/bookings/${id}`)).json<BookingDetail>();
const view = async (id: string) =>
  (await send('GET', `/api/gst/documents/${id}`)).json<GstDocumentView>();

async function pay(id: string, amount: number, extra: object = {}): Promise<PaymentResult> {
  const answer = await send('POST', `/api/bookings/${id}/payments`, {
    amount,
    paidOn: todayInIst(),
    method: 'upi',
    reference: 'T2611230001',
    ...extra,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json<PaymentResult>();
}

/** A visitor's booking quoted at `quote` rupees by the admin. */
async function quoted(quote: number, overrides: object = {}): Promise<BookingRecord> {
  const booking = await book(overrides);
  expect(
    (await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: quote })).statusCode,
  ).toBe(200);
  return booking;
}

const FY = financialYearOf(new Date());
/** The sequence of a number 'RV/2026-27/0007' -> 7. */
const sequenceOf = (number: string) => Number(number.split('/')[2]);
const heads = (document: GstDocumentSummary) => ({
  taxableValue: document.taxableValue,
  cgst: document.cgst,
  sgst: document.sgst,
  igst: document.igst,
  total: document.total,
});
const settings = (changes: Partial<GstSettings>) =>
  send('PUT', '/api/settings/gst', { ...GST_ON, ...changes });

describe('GST off', () => {
  it('issues nothing: a payment and its reversal leave no document', async () => {
    const booking = await quoted(21_000);
    const { payment } = await pay(booking._id, 10_500);
    await pay(booking._id, -10_500, { reverses: payment.id, reason: 'Entered twice' });
    expect((await detail(booking._id)).documents).toEqual([]);
    expect(await countRows(api.testApp.app, 'gst_documents')).toBe(0);
  });
});

describe('GST on', () => {
  beforeAll(async () => {
    expect((await settings({})).statusCode).toBe(200);
  });

  it('a receipt voucher per payment: ₹10,500 in West Bengal is ₹10,000 + ₹250 CGST + ₹250 SGST, numbered one after another', async () => {
    const booking = await quoted(42_000);
    const first = await pay(booking._id, 10_500);
    const second = await pay(booking._id, 10_500, { method: 'cash', reference: '' });
    const [one, two] = second.booking.documents;
    expect(first.booking.documents).toHaveLength(1);
    expect(one).toMatchObject({
      type: 'receipt',
      number: expect.stringMatching(new RegExp(`^RV/${FY}/\\d{4}$`)),
      issuedOn: todayInIst(),
      status: 'issued',
      cancelReason: null,
    });
    expect(heads(one!)).toEqual({
      taxableValue: 1_000_000,
      cgst: 25_000,
      sgst: 25_000,
      igst: 0,
      total: 1_050_000,
    });
    expect(sequenceOf(two!.number)).toBe(sequenceOf(one!.number) + 1);

    const printed = await view(one!._id);
    expect(printed).toMatchObject({
      title: 'Receipt Voucher',
      bookingId: booking._id,
      bookingReference: booking.reference,
      supplier: {
        name: GST_ON.legalName,
        gstin: AGENCY_GSTIN,
        stateCode: '19',
        stateName: 'West Bengal',
      },
      recipient: { name: booking.name, stateCode: '19', stateName: 'West Bengal', gstin: '' },
      sac: '998555',
      ratePercent: 5,
      stateTaxHead: 'SGST',
      placeOfSupply: { code: '19', name: 'West Bengal' },
      amountInWords: 'Rupees Ten Thousand Five Hundred Only',
      inclusiveNote: GST_ON.inclusiveNote,
      paymentNote: 'UPI, T2611230001',
      advances: [],
      balance: null,
      cites: null,
      signatory: 'Authorised signatory',
    });
    expect((await view(two!._id)).paymentNote).toBe('Cash');
  });

  it('IGST for a traveller in Odisha: ₹10,500 is ₹10,000 + ₹500 IGST; a company GSTIN places the supply in its state', async () => {
    const odisha = await quoted(21_000, { stateCode: '21' });
    const [voucher] = (await pay(odisha._id, 10_500)).booking.documents;
    expect(heads(voucher!)).toEqual({
      taxableValue: 1_000_000,
      cgst: 0,
      sgst: 0,
      igst: 50_000,
      total: 1_050_000,
    });
    // Living in West Bengal, booking for an Odisha company: the GSTIN's state (IGST Act s.12(2)(a)).
    const company = await quoted(21_000, { gstin: ODISHA_GSTIN });
    const [companyVoucher] = (await pay(company._id, 1_000)).booking.documents;
    expect(await view(companyVoucher!._id)).toMatchObject({
      placeOfSupply: { code: '21', name: 'Odisha' },
      recipient: { stateCode: '19', gstin: ODISHA_GSTIN },
      igst: 4_762,
      taxableValue: 95_238,
    });
  });

  it('a refund voucher citing the receipt voucher when the refund is paid', async () => {
    const booking = await quoted(21_000, { stateCode: '21' });
    const { booking: paid } = await pay(booking._id, 10_500);
    const receipt = paid.documents[0]!;
    // Half paid: confirmed, 60 days before the journey (the policy's band leaves the charge to the
    // admin): nothing charged, all of it refunded, nothing kept, no invoice.
    const cancelled = await send('POST', `/api/bookings/${booking._id}/cancel`, {
      charge: 0,
      reason: 'Exams',
    });
    expect(cancelled.json<BookingDetail>().documents).toHaveLength(1);
    const processed = await send('POST', `/api/bookings/${booking._id}/refund/process`, {
      chequeNumber: '123456',
    });
    expect(processed.statusCode).toBe(200);
    const refund = processed.json<BookingDetail>().documents[1]!;
    expect(refund).toMatchObject({
      type: 'refund',
      number: expect.stringMatching(new RegExp(`^RF/${FY}/\\d{4}$`)),
    });
    expect(heads(refund)).toEqual(heads(receipt));
    const refundView = await view(refund._id);
    expect(refundView).toMatchObject({
      title: 'Refund Voucher',
      cites: { number: receipt.number, issuedOn: receipt.issuedOn, total: 1_050_000 },
      placeOfSupply: { code: '21' },
    });

    // Cancelled and reissued: a new number for the same refund, dated and described as before,
    // citing the same receipt voucher.
    const cancel = { reason: 'Wrong cheque number' };
    expect((await send('POST', `/api/gst/documents/${refund._id}/cancel`, cancel)).statusCode).toBe(
      200,
    );
    const reissued = await send('POST', `/api/gst/documents/${refund._id}/reissue`);
    expect(reissued.statusCode).toBe(201);
    const again = reissued.json<GstDocumentView>();
    expect(sequenceOf(again.number)).toBe(sequenceOf(refund.number) + 1);
    expect(heads(again)).toEqual(heads(refund));
    expect(again).toMatchObject({
      type: 'refund',
      status: 'issued',
      issuedOn: refund.issuedOn,
      description: refundView.description,
      cites: refundView.cites,
      placeOfSupply: { code: '21' },
    });
  });

  it('a cancellation that keeps a charge: a tax invoice for the charge, settled from the advance, then the refund voucher for the rest', async () => {
    const booking = await quoted(20_000);
    await send('PUT', `/api/bookings/${booking._id}`, { status: true });
    const receipt = (await pay(booking._id, 10_500)).booking.documents[0]!;
    const cancelled = await send('POST', `/api/bookings/${booking._id}/cancel`, {
      charge: 3_150,
      reason: 'Change of plans',
    });
    expect(cancelled.statusCode).toBe(200);
    const invoice = cancelled.json<BookingDetail>().documents[1]!;
    expect(invoice).toMatchObject({
      type: 'invoice',
      number: expect.stringMatching(new RegExp(`^INV/${FY}/\\d{4}$`)),
    });
    expect(heads(invoice)).toEqual({
      taxableValue: 300_000,
      cgst: 7_500,
      sgst: 7_500,
      igst: 0,
      total: 315_000,
    });
    const printed = await view(invoice._id);
    expect(printed.title).toBe('Tax Invoice');
    expect(printed.description).toMatch(
      /^Charge kept on the cancellation of the booking\. Tour package: Darjeeling/,
    );
    expect(printed.advances).toEqual([
      { number: receipt.number, issuedOn: receipt.issuedOn, ...heads(invoice) },
    ]);
    expect(printed.balance).toEqual({ taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });

    const processed = await send('POST', `/api/bookings/${booking._id}/refund/process`, {
      chequeNumber: '654321',
    });
    const refund = processed.json<BookingDetail>().documents[2]!;
    expect(refund).toMatchObject({ type: 'refund', total: 735_000 });
    expect((await view(refund._id)).cites?.number).toBe(receipt.number);
  });

  it('the tax invoice for the whole tour at completion, with the advances and a balance of nothing left', async () => {
    const booking = await quoted(21_001, { checkIn: dayFromToday(1), checkOut: dayFromToday(2) });
    await pay(booking._id, 10_500);
    const { booking: paid } = await pay(booking._id, 10_501);
    expect(paid.stage).toBe('paid');
    const [first, second] = paid.documents;
    const after = new Date(Date.parse(endOfIstDay(dayFromToday(2))) + 1);
    await api.testApp.app.jobs.runAll(after);
    const completed = await detail(booking._id);
    expect(completed.stage).toBe('completed');
    const invoice = completed.documents[2]!;
    expect(invoice).toMatchObject({ type: 'invoice', issuedOn: dayFromToday(3), total: 2_100_100 });
    const printed = await view(invoice._id);
    expect(printed.description).toMatch(/^Tour package: Darjeeling, .* 2 adults \(Deluxe\)$/);
    expect(printed.advances).toEqual([
      { number: first!.number, issuedOn: first!.issuedOn, ...heads(first!) },
      { number: second!.number, issuedOn: second!.issuedOn, ...heads(second!) },
    ]);
    expect(printed.balance).toEqual({ taxableValue: 0, cgst: 0, sgst: 0, igst: 0, total: 0 });
    // Once: the next pass and a later payment issue nothing more.
    await api.testApp.app.jobs.runAll(after);
    expect((await detail(booking._id)).documents).toHaveLength(3);
  });

  it('at check-in when the settings say so: the daily trip job issues the invoice on the start day, once', async () => {
    expect((await settings({ invoiceOn: 'check-in' })).statusCode).toBe(200);
    try {
      // Starting today (so that its invoice is dated in this month, for the export's test).
      const booking = await quoted(10_000, { checkIn: dayFromToday(0), checkOut: dayFromToday(2) });
      await pay(booking._id, 4_000);
      const dayBefore = new Date(Date.parse(endOfIstDay(dayFromToday(-1))) - 1000);
      expect((await api.testApp.app.jobs.runAll(dayBefore))['invoice-started-trips']).toBe(0);
      expect((await detail(booking._id)).documents).toHaveLength(1);
      await pay(booking._id, 3_000);
      expect((await api.testApp.app.jobs.runAll(new Date()))['invoice-started-trips']).toBe(1);
      const documents = (await detail(booking._id)).documents;
      expect(documents.map((document) => document.type)).toEqual(['receipt', 'receipt', 'invoice']);
      const invoice = await view(documents[2]!._id);
      expect(invoice).toMatchObject({ issuedOn: todayInIst(), total: 1_000_000 });
      // What is still owed: ₹3,000 of ₹10,000, head by head the invoice's less the two advances'
      // (₹9,523.81 - ₹3,809.52 - ₹2,857.14; CGST ₹238.10 - ₹95.24 - ₹71.43, SGST ₹238.09 - ...).
      expect(invoice.balance).toEqual({
        taxableValue: 285_715,
        cgst: 7_143,
        sgst: 7_142,
        igst: 0,
        total: 300_000,
      });
      // The balance paid after the invoice: no receipt voucher; completion: no second invoice.
      await pay(booking._id, 3_000);
      await api.testApp.app.jobs.runAll(new Date(Date.parse(endOfIstDay(dayFromToday(2))) + 1));
      expect((await detail(booking._id)).documents).toHaveLength(3);
    } finally {
      await settings({});
    }
  });

  it("a reversal cancels the payment's receipt voucher with its reason; it cannot be reissued", async () => {
    const booking = await quoted(21_000);
    const { payment, booking: paid } = await pay(booking._id, 5_000);
    const voucher = paid.documents[0]!;
    const reversed = await pay(booking._id, -5_000, {
      reverses: payment.id,
      reason: 'The UPI transfer bounced',
    });
    expect(reversed.booking.documents).toEqual([
      { ...voucher, status: 'cancelled', cancelReason: 'The UPI transfer bounced' },
    ]);
    const reissue = await send('POST', `/api/gst/documents/${voucher._id}/reissue`);
    expect(reissue.statusCode).toBe(409);
    expect(reissue.json().message).toBe(GST_ISSUE_ERRORS.paymentReversed);
  });

  it('a wrong document is cancelled with a reason (it keeps its number) and reissued with a new number and the booking as it is now', async () => {
    const booking = await quoted(21_000);
    const voucher = (await pay(booking._id, 10_500)).booking.documents[0]!;
    const short = await send('POST', `/api/gst/documents/${voucher._id}/cancel`, { reason: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ reason: GST_DOCUMENT_MESSAGES.cancelReason });
    expect((await send('POST', `/api/gst/documents/${voucher._id}/reissue`)).json().message).toBe(
      GST_ISSUE_ERRORS.notCancelled,
    );

    // The traveller lives in Odisha, not West Bengal.
    await send('PUT', `/api/bookings/${booking._id}`, { stateCode: '21' });
    const cancelled = await send('POST', `/api/gst/documents/${voucher._id}/cancel`, {
      reason: 'Wrong state: the traveller lives in Odisha',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      number: voucher.number,
      status: 'cancelled',
      cancelReason: 'Wrong state: the traveller lives in Odisha',
      placeOfSupply: { code: '19' },
    });
    expect(
      (await send('POST', `/api/gst/documents/${voucher._id}/cancel`, { reason: 'again' }))
        .statusCode,
    ).toBe(409);

    const reissued = await send('POST', `/api/gst/documents/${voucher._id}/reissue`);
    expect(reissued.statusCode).toBe(201);
    const fresh = reissued.json<GstDocumentView>();
    expect(fresh.number).not.toBe(voucher.number);
    expect(fresh).toMatchObject({
      status: 'issued',
      placeOfSupply: { code: '21' },
      igst: 50_000,
      total: 1_050_000,
    });
    expect((await send('POST', `/api/gst/documents/${voucher._id}/reissue`)).json().message).toBe(
      GST_ISSUE_ERRORS.reissued,
    );
    const audit = (await send('GET', `/api/audit?entity=booking&entityId=${booking._id}`)).json<{
      entries: { action: string }[];
    }>();
    expect(audit.entries.map((entry) => entry.action).slice(0, 3)).toEqual([
      'document-reissue',
      'document-cancel',
      'update',
    ]);
    // The traveller sees the documents in force only.
    const status = await send(
      'GET',
      `/api/bookings/status?reference=${booking.reference}&phone=${booking.phone}`,
      undefined,
      {},
    );
    expect(status.json().documents.map((document: GstDocumentSummary) => document.number)).toEqual([
      fresh.number,
    ]);
  });

  it("each document as a PDF: the admin downloads any, the traveller only their booking's documents in force", async () => {
    const booking = await quoted(21_000);
    const voucher = (await pay(booking._id, 10_500)).booking.documents[0]!;
    const other = await quoted(21_000, { phone: '9830012345' });
    const othersVoucher = (await pay(other._id, 1_000)).booking.documents[0]!;
    const fileName = `${voucher.number.replace(/\//g, '-')}.pdf`;

    const admin = await send('GET', `/api/gst/documents/${voucher._id}/pdf`);
    expect(admin.statusCode).toBe(200);
    expect(admin.headers['content-type']).toBe('application/pdf');
    expect(admin.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(admin.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await send('GET', `/api/gst/documents/${voucher._id}/pdf`, undefined, {})).statusCode,
    ).toBe(401);

    const traveller = (id: string, phone = booking.phone) =>
      send(
        'GET',
        `/api/bookings/status/documents/${id}/pdf?reference=${booking.reference}&phone=${phone}`,
        undefined,
        {},
      );
    const own = await traveller(voucher._id);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await traveller(voucher._id, '9830099999')).statusCode).toBe(404);
    expect((await traveller(othersVoucher._id)).statusCode).toBe(404);
    await send('POST', `/api/gst/documents/${voucher._id}/cancel`, { reason: 'Wrong amount' });
    expect((await traveller(voucher._id)).statusCode).toBe(404);
    await send('POST', `/api/gst/documents/${voucher._id}/reissue`);
  });

  it("the month's export: totals equal the payments ledger to the paisa, by place of supply and rate; CSV with a BOM", async () => {
    const month = todayInIst().slice(0, 7);
    const answer = await send('GET', `/api/gst/documents?month=${month}`);
    expect(answer.statusCode).toBe(200);
    const exported = answer.json<GstMonthExport>();
    expect(exported.documents.length).toBeGreaterThan(5);
    // Every rupee received or refunded this month is in a document: the totals are the ledger.
    expect(exported.totals.total).toBe(exported.ledger.net);
    const sum = (head: 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'total') =>
      exported.summary.reduce((total, row) => total + row[head], 0);
    expect(sum('total')).toBe(exported.totals.total);
    expect(sum('cgst') + sum('sgst') + sum('igst') + sum('taxableValue')).toBe(sum('total'));
    expect(exported.summary.map((row) => [row.placeOfSupply, row.ratePercent])).toEqual([
      ['19', 5],
      ['21', 5],
    ]);
    expect(exported.documents[0]).toMatchObject({
      bookingReference: expect.stringMatching(/^SPT-/),
      traveller: 'Arjun Das',
      ratePercent: 5,
    });

    const csv = await send('GET', `/api/gst/documents?month=${month}&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="gst-documents-${month}.csv"`,
    );
    expect(csv.body.startsWith(`${CSV_BOM}Type,Number,Date,Booking,Traveller`)).toBe(true);
    expect(csv.body).toContain('Receipt voucher,RV/');
    expect(csv.body).toContain(',10500,');
    expect(csv.body).toContain(`\r\nTotal,,${exported.totals.taxableValue / 100},`);

    const bad = await send('GET', '/api/gst/documents?month=2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ month: GST_DOCUMENT_MESSAGES.month });
  });
});
