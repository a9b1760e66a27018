// The tax documents' PDFs attached to the traveller's emails (issue 27), through the outbox and a
// real SMTP server in this process: the sender draws the PDF of each document a row names when it
// sends; the payment email carries its receipt voucher, the confirmation the deposit's, the
// cancellation email the tax invoice of the charge kept, the refund email the refund voucher, the
// completed tour's email its tax invoice; with GST off, no email carries one and the last two are
// not sent.
import { todayInIst, type BookingRecord } from '@tours/shared-ui/booking-office';
import { DEFAULT_GST_SETTINGS, type GstDocumentSummary } from '@tours/shared-ui/gst';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';

import { createGstDocumentsRepository } from '../../repositories/gst-documents-repository';
import { AS_ADMIN } from '../../testing/auth-tokens';
import { dayFromToday, validBodies } from '../../testing/fixtures';
import { GST_ON } from '../../testing/gst-settings';
import { INVOICE_HINDI } from '../../testing/gst-views';
import { readPdf } from '../../testing/read-pdf';
import { replicasPerFile } from '../../testing/replicas';
import { emailingThrough, startSmtpCatcher, type SmtpCatcher } from '../../testing/smtp-catcher';

let smtp: SmtpCatcher;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
});

const replicas = replicasPerFile(() => ({ notifications: emailingThrough(smtp) }));

beforeAll(() => {
  app = replicas.app;
});

afterAll(() => smtp.close());

async function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: AS_ADMIN,
    ...(payload === undefined ? {} : { payload }),
  });
  expect(response.statusCode).toBeLessThan(300);
  return response;
}

async function take(email: string, name: string, dates: object = {}): Promise<BookingRecord> {
  const response = await admin('POST', '/api/bookings', {
    ...validBodies.booking,
    name,
    children: 0,
    email,
    source: 'phone',
    quotedTotal: 40_000,
    checkIn: dayFromToday(20),
    checkOut: dayFromToday(24),
    ...dates,
  });
  return response.json<BookingRecord>();
}

const pay = (id: string, amount: number) =>
  admin('POST', `/api/bookings/${id}/payments`, { amount, paidOn: todayInIst(), method: 'upi' });

/** ₹10,000 paid, then cancelled keeping ₹3,000 (a tax invoice) and refunding ₹7,000. */
async function paidThenCancelled(email: string, name: string): Promise<BookingRecord> {
  const booking = await take(email, name);
  await pay(booking._id, 10_000);
  await admin('POST', `/api/bookings/${booking._id}/cancel`, {
    on: dayFromToday(-40),
    charge: 3_000,
    reason: 'Family emergency',
  });
  return booking;
}

async function documentsOf(id: string): Promise<GstDocumentSummary[]> {
  return (await admin('GET', `/api/bookings/${id}`)).json<{ documents: GstDocumentSummary[] }>()
    .documents;
}

/** The emails sent to an address so far, after the outbox's jobs have run. */
async function mailTo(address: string): Promise<ParsedMail[]> {
  await app.jobs.runAll();
  return smtp.messages.filter(
    (message) => message.to && JSON.stringify(message.to).includes(address),
  );
}

const pdfsOf = (mail: ParsedMail | undefined) =>
  (mail?.attachments ?? []).filter((file) => file.contentType === 'application/pdf');

describe('the sender', () => {
  it("draws the PDF of each document the row names when it sends, named by the document's number", async () => {
    const booking = await take('anita.sharma@example.in', 'अनीता शर्मा');
    // A number the series will not reach in this file (the counter is not taken for it).
    const { _id, type, issuedOn, status, cancelReason, ...frozen } = INVOICE_HINDI;
    const number = 'INV/2026-27/0900';
    const { taxableValue, cgst, sgst, igst, total, number: _sample, ...view } = frozen;
    const document = await createGstDocumentsRepository(replicas.database.db).add({
      bookingId: booking._id,
      type,
      financialYear: '2026-27',
      sequence: 900,
      number,
      issuedAt: new Date(),
      issuedOn,
      cause: 'supply',
      paymentId: null,
      citesId: null,
      reissueOf: null,
      taxableValue,
      cgst,
      sgst,
      igst,
      total,
      view: { ...view, bookingId: booking._id },
    });
    expect([_id, status, cancelReason]).toEqual(['doc-INV/2026-27/0003', 'issued', null]);
    await replicas.database.db
      .insertInto('notifications')
      .values({
        event: 'booking-confirmed',
        channel: 'email',
        audience: 'traveller',
        recipient: 'anita.sharma@example.in',
        booking_id: booking._id,
        contact_message_id: null,
        data: JSON.stringify({ booking, gstDocumentIds: [document.id] }),
        message_id: `<attachment-test@agency.test>`,
        next_attempt_at: new Date().toISOString(),
      })
      .execute();
    const mail = (await mailTo('anita.sharma@example.in')).find(
      (message) => message.messageId === '<attachment-test@agency.test>',
    );
    const pdfs = pdfsOf(mail);
    expect(pdfs.map((file) => file.filename)).toEqual(['INV-2026-27-0900.pdf']);
    const { pages, text } = await readPdf(pdfs[0]!.content);
    expect(pages).toBe(1);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('INV/2026-27/0900');
    expect(text).toContain('₹30,000.00 ₹1,500.00 ₹31,500.00');
    expect(text).toContain('Advances received under receipt vouchers');
    expect(pdfs[0]!.content.toString('latin1')).toContain('NotoSansDevanagari');
  });
});

describe('tax documents attached to the emails', () => {
  afterAll(() => admin('PUT', '/api/settings/gst', DEFAULT_GST_SETTINGS));

  it('attaches the receipt voucher to the payment email and the confirmation', async () => {
    await admin('PUT', '/api/settings/gst', GST_ON);
    const booking = await take('sumita@example.in', 'সুমিতা দাস');
    await pay(booking._id, 10_500);
    const [voucher] = await documentsOf(booking._id);
    expect(voucher).toMatchObject({ type: 'receipt', total: 10_500_00 });

    const mails = await mailTo('sumita@example.in');
    const payment = mails.find((mail) => mail.subject?.startsWith('Payment received'));
    const confirmation = mails.find((mail) => mail.subject?.startsWith('Booking confirmed'));
    for (const mail of [payment, confirmation]) {
      const pdfs = pdfsOf(mail);
      expect(pdfs.map((file) => file.filename)).toEqual([
        `${voucher!.number.replace(/\//g, '-')}.pdf`,
      ]);
      const { pages, text } = await readPdf(pdfs[0]!.content);
      expect(pages).toBe(1);
      expect(text).toContain('Receipt Voucher');
      expect(text).toContain(voucher!.number);
      expect(text).toContain('₹10,000.00 ₹250.00 ₹250.00 ₹10,500.00');
      expect(text).toContain('Rupees Ten Thousand Five Hundred Only');
      expect(pdfs[0]!.content.toString('latin1')).toContain('NotoSansBengali');
    }
  });

  it('attaches the tax invoice of the charge kept to the cancellation email', async () => {
    await admin('PUT', '/api/settings/gst', GST_ON);
    const booking = await paidThenCancelled('anita@example.in', 'अनीता शर्मा');
    const invoice = (await documentsOf(booking._id)).find((doc) => doc.type === 'invoice');
    expect(invoice).toMatchObject({ total: 3_000_00 });

    const mails = await mailTo('anita@example.in');
    const cancelled = mails.find((mail) => mail.subject?.startsWith('Booking cancelled'));
    const pdfs = pdfsOf(cancelled);
    expect(pdfs.map((file) => file.filename)).toEqual([
      `${invoice!.number.replace(/\//g, '-')}.pdf`,
    ]);
    const { text } = await readPdf(pdfs[0]!.content);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Rupees Three Thousand Only');
  });

  it('emails the refund voucher when the refund is paid, and the tour tax invoice at completion', async () => {
    await admin('PUT', '/api/settings/gst', GST_ON);
    const refunded = await paidThenCancelled('refund@example.in', 'শ্রীমতী কৃষ্ণা চক্রবর্তী');
    await admin('POST', `/api/bookings/${refunded._id}/refund/process`, { chequeNumber: '654321' });
    const voucher = (await documentsOf(refunded._id)).find((doc) => doc.type === 'refund');
    expect(voucher).toMatchObject({ total: 7_000_00 });
    const refundMail = (await mailTo('refund@example.in')).find((mail) =>
      mail.subject?.startsWith('Refund paid'),
    );
    expect(refundMail?.subject).toBe(`Refund paid: ₹7,000 for ${refunded.reference}`);
    expect(refundMail?.text).toContain('654321');
    expect(pdfsOf(refundMail).map((file) => file.filename)).toEqual([
      `${voucher!.number.replace(/\//g, '-')}.pdf`,
    ]);
    expect((await readPdf(pdfsOf(refundMail)[0]!.content)).text).toContain('Refund Voucher');

    const toured = await take('tour@example.in', 'अनीता शर्मा', {
      checkIn: dayFromToday(1),
      checkOut: dayFromToday(2),
    });
    await pay(toured._id, 40_000);
    await app.jobs.runAll(new Date(Date.parse(`${dayFromToday(3)}T12:00:00+05:30`)));
    const invoice = (await documentsOf(toured._id)).find((doc) => doc.type === 'invoice');
    expect(invoice).toMatchObject({ total: 40_000_00 });
    const invoiceMail = (await mailTo('tour@example.in')).find((mail) =>
      mail.subject?.startsWith('Tax invoice for your tour'),
    );
    expect(pdfsOf(invoiceMail).map((file) => file.filename)).toEqual([
      `${invoice!.number.replace(/\//g, '-')}.pdf`,
    ]);
    const { text } = await readPdf(pdfsOf(invoiceMail)[0]!.content);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('Advances received under receipt vouchers');
    expect(text).toContain('Rupees Forty Thousand Only');
  });

  it('attaches nothing while GST is off', async () => {
    await admin('PUT', '/api/settings/gst', DEFAULT_GST_SETTINGS);
    const booking = await take('ravi@example.in', 'Ravi Kumar');
    await pay(booking._id, 10_000);
    expect(await documentsOf(booking._id)).toEqual([]);
    const mails = await mailTo('ravi@example.in');
    expect(mails.find((mail) => mail.subject?.startsWith('Payment received'))).toBeDefined();
    // No refund or invoice email without a document: the refund and the completion tell nothing new.
    await admin('POST', `/api/bookings/${booking._id}/cancel`, {
      charge: 3_000,
      reason: 'Changed plans',
    });
    await admin('POST', `/api/bookings/${booking._id}/refund/process`, { chequeNumber: '123456' });
    const later = await mailTo('ravi@example.in');
    expect(
      later
        .map((mail) => mail.subject)
        .filter((subject) => /Refund paid|Tax invoice/.test(subject ?? '')),
    ).toEqual([]);
    for (const mail of later) expect(pdfsOf(mail)).toEqual([]);
  });
});
