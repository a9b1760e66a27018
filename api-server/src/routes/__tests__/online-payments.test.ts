// Online payments through Razorpay (issue 28, docs/payments.md), against a local server that
// answers the documented Payment Links and refund endpoints and signs webhooks as Razorpay does:
// the link's amount and reference, links remade when the amount changes, a paid webhook recorded
// once however often it comes, signatures, an amount that differs, an unknown reference, a link
// paid after a release, the reconciliation catching a dropped webhook, a refund through Razorpay,
// and the traveller's callback.
import {
  depositFor,
  percentOf,
  todayInIst,
  type BookingDetail,
  type BookingRecord,
  type BookingStatusView,
} from '@tours/shared-ui/booking-office';
import { DEFAULT_GST_SETTINGS } from '@tours/shared-ui/gst';
import { sql } from 'kysely';

import { withOnlinePaymentTables } from '../../db/online-payments-schema';
import { renderEmail, renderWhatsApp } from '../../services/notification-messages';
import { AS_ADMIN } from '../../testing/auth-tokens';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { GST_ON } from '../../testing/gst-settings';
import {
  FAKE_KEY_ID,
  FAKE_KEY_SECRET,
  FAKE_WEBHOOK_SECRET,
  signCallback,
  startFakeRazorpay,
  type FakeRazorpay,
  type SignedWebhook,
} from '../../testing/fake-razorpay';
import { countRows, dayFromToday, validBodies } from '../../testing/fixtures';
import { bookAsVisitor } from '../../testing/visitor-booking';

let razorpay: FakeRazorpay;
let built: TestApp;

beforeAll(async () => {
  razorpay = await startFakeRazorpay();
  built = await buildTestApp({
    razorpay: {
      keyId: FAKE_KEY_ID,
      keySecret: FAKE_KEY_SECRET,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      apiUrl: razorpay.url,
    },
    notifications: {
      siteUrl: 'https://tours.example',
      siteName: 'Sonarpur Tours & Travels',
      // Messages are written (and rendered here); nothing listens, and nothing sends on commit.
      smtpUrl: 'smtp://127.0.0.1:9',
      sendOnCommit: false,
      whatsapp: { apiUrl: 'http://127.0.0.1:9/v21.0', token: 'test-token', phoneNumberId: '555' },
    },
  });
  await built.app.ready();
});

afterAll(async () => {
  await built?.close();
  await razorpay?.close();
});

const app = () => built.app;
const settled = () => app().onlinePayments!.settled();

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = AS_ADMIN,
) => app().inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const deliver = (webhook: SignedWebhook, signature: string | null = webhook.signature) =>
  app().inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-razorpay-signature': signature }),
    },
    payload: webhook.body,
  });

/** A visitor's booking (quoted at once), once its payment link has been made. */
async function book(overrides: object = {}): Promise<BookingRecord> {
  const booking = await bookAsVisitor(app(), overrides);
  await settled();
  return booking;
}

const status = async (booking: BookingRecord) =>
  (
    await send(
      'GET',
      `/api/bookings/status?reference=${booking.reference}&phone=${encodeURIComponent(booking.phone)}`,
      undefined,
      {},
    )
  ).json<BookingStatusView>();

const ledger = async (booking: BookingRecord) =>
  (await send('GET', `/api/bookings/${booking._id}`)).json<BookingDetail>();

const liveLink = (booking: BookingRecord, instalment = 'D') => {
  const links = [...razorpay.links.values()].filter(
    (link) =>
      link.reference_id.startsWith(`${booking.reference}-${instalment}`) &&
      link.status === 'created',
  );
  expect(links).toHaveLength(1);
  return links[0]!;
};

const onlineRows = () =>
  withOnlinePaymentTables(app().database.db).selectFrom('online_payments').selectAll().execute();

describe('payment links', () => {
  it('a quoted booking gets a link for its deposit: paise from the schedule, its reference, the traveller, the hold, the booking page', async () => {
    const booking = await book({ email: 'arjun@example.com' });
    const deposit = depositFor(booking.quotedTotal!);
    const link = liveLink(booking);
    expect(link).toMatchObject({
      amount: deposit * 100,
      currency: 'INR',
      accept_partial: false,
      reference_id: `${booking.reference}-D1`,
      expire_by: Math.floor(Date.parse(booking.holdUntil) / 1000),
      customer: { name: booking.name, contact: booking.phone, email: 'arjun@example.com' },
      callback_url: `https://tours.example/booking-status?reference=${booking.reference}`,
      callback_method: 'get',
      notes: { booking_reference: booking.reference, instalment: 'deposit' },
    });
    expect((await status(booking)).onlinePayment).toEqual({ amount: deposit, url: link.short_url });
  });

  it('a new quote cancels the old link and makes one for the new amount; the next pass changes nothing', async () => {
    const booking = await book();
    const first = liveLink(booking);
    const changed = await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: 50_000 });
    expect(changed.statusCode).toBe(200);
    await settled();
    expect(razorpay.links.get(first.id)?.status).toBe('cancelled');
    const second = liveLink(booking);
    expect(second).toMatchObject({ amount: 10_000 * 100, reference_id: `${booking.reference}-D2` });
    expect((await status(booking)).onlinePayment).toEqual({
      amount: 10_000,
      url: second.short_url,
    });
    const made = razorpay.requests.length;
    await app().jobs.runAll();
    expect(razorpay.requests.filter((request) => request.method === 'POST').length).toBe(
      razorpay.requests.slice(0, made).filter((request) => request.method === 'POST').length,
    );
  });

  it('a link Razorpay could not make is made on a later pass, once', async () => {
    razorpay.failNext(2);
    const booking = await book();
    expect((await status(booking)).onlinePayment).toBeNull();
    await app().jobs.runAll(new Date(Date.now() + 3 * 60 * 1000));
    const link = liveLink(booking);
    expect(link.reference_id).toBe(`${booking.reference}-D1`);
    expect((await status(booking)).onlinePayment?.url).toBe(link.short_url);
  });
});

describe('the webhook', () => {
  it('records a paid link once however often Razorpay sends it (20 at once, with payment.captured): method online, the stage, the amount', async () => {
    const booking = await book();
    const link = liveLink(booking);
    const payment = razorpay.pay(link.id);
    const paid = razorpay.linkPaidEvent(link.id, payment.id);
    const captured = razorpay.paymentCapturedEvent(payment.id);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => deliver(paid)),
      deliver(captured),
      deliver(captured),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const detail = await ledger(booking);
    expect(detail.payments).toEqual([
      expect.objectContaining({
        amount: depositFor(booking.quotedTotal!),
        method: 'online',
        reference: payment.id,
        paidOn: todayInIst(),
        recordedBy: { uid: 'razorpay', email: null },
      }),
    ]);
    expect(detail.stage).toBe('confirmed');
    expect((await onlineRows()).filter((row) => row.booking_id === booking._id)).toEqual([
      expect.objectContaining({ provider_payment_id: payment.id, flag: '', source: 'webhook' }),
    ]);
    // The next instalment's link: the further 40%, until its due day.
    await settled();
    const next = liveLink(booking, 'B');
    const rest = percentOf(booking.quotedTotal!, 60) - depositFor(booking.quotedTotal!);
    expect(next.amount).toBe(rest * 100);
    expect((await status(booking)).onlinePayment).toEqual({ amount: rest, url: next.short_url });
  });

  it('400 and nothing written for a wrong signature, a body changed after signing, a missing header', async () => {
    const booking = await book();
    const link = liveLink(booking);
    const payment = razorpay.pay(link.id);
    const paid = razorpay.linkPaidEvent(link.id, payment.id);
    const before = {
      payments: await countRows(app(), 'payments'),
      online: (await onlineRows()).length,
      events: await countRows(app(), 'booking_events'),
    };
    const changed = paid.body.replace(
      `"amount":${payment.amount}`,
      `"amount":${payment.amount * 10}`,
    );
    expect(changed).not.toBe(paid.body);
    const wrongSecret = razorpay.sign({}).signature;
    for (const answer of [
      await deliver(paid, wrongSecret),
      await deliver(
        paid,
        paid.signature.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
      ),
      await deliver({ body: changed, signature: paid.signature }),
      await deliver(paid, null),
      await deliver(paid, ''),
      await deliver({ body: `${paid.body} `, signature: paid.signature }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: 'The webhook signature does not match.' });
    }
    expect({
      payments: await countRows(app(), 'payments'),
      online: (await onlineRows()).length,
      events: await countRows(app(), 'booking_events'),
    }).toEqual(before);
  });

  it('records what Razorpay says was paid when it differs from the instalment, flagged for the owner', async () => {
    const booking = await book();
    const link = liveLink(booking);
    const payment = razorpay.pay(link.id, 5_000 * 100);
    expect((await deliver(razorpay.linkPaidEvent(link.id, payment.id))).statusCode).toBe(200);
    const detail = await ledger(booking);
    expect(detail.payments).toEqual([
      expect.objectContaining({ amount: 5_000, method: 'online', reference: payment.id }),
    ]);
    const flagged = (await send('GET', '/api/payments/online?flagged=true')).json<{
      payments: {
        providerPaymentId: string;
        flag: string;
        amountPaise: number;
        expectedPaise: number;
      }[];
    }>();
    expect(flagged.payments).toContainEqual(
      expect.objectContaining({
        providerPaymentId: payment.id,
        flag: 'amount-differs',
        amountPaise: 500_000,
        expectedPaise: depositFor(booking.quotedTotal!) * 100,
      }),
    );
  });

  it('stores a webhook of an unknown reference for the owner and answers 200, writing no payment', async () => {
    const payments = await countRows(app(), 'payments');
    const event = razorpay.sign({
      entity: 'event',
      event: 'payment_link.paid',
      payload: {
        payment_link: { entity: { id: 'plink_NotOurs000001', reference_id: 'SPT-9999-9999-D1' } },
        payment: {
          entity: { id: 'pay_NotOurs0000001', amount: 100_000, created_at: 1_790_000_000 },
        },
      },
    });
    const answer = await deliver(event);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ event: 'payment_link.paid', outcome: 'unmatched' });
    expect(await countRows(app(), 'payments')).toBe(payments);
    const listed = (await send('GET', '/api/payments/online')).json<{
      unmatched: { reference: string; reason: string }[];
    }>();
    expect(listed.unmatched).toContainEqual(
      expect.objectContaining({ reference: 'SPT-9999-9999-D1', reason: 'unknown reference' }),
    );
  });

  it('a link paid after its booking was released is kept out of the ledger and listed as money to refund', async () => {
    const booking = await book();
    const link = liveLink(booking);
    await app().jobs.runAll(new Date(Date.parse(booking.holdUntil) + 60_000));
    expect((await ledger(booking)).stage).toBe('released');
    await settled();
    // The release cancels the link at Razorpay; a traveller already on its page pays anyway.
    razorpay.links.get(link.id)!.status = 'created';
    const payment = razorpay.pay(link.id);
    expect((await deliver(razorpay.linkPaidEvent(link.id, payment.id))).statusCode).toBe(200);
    expect((await ledger(booking)).payments).toEqual([]);
    const flagged = (await send('GET', '/api/payments/online?flagged=true')).json<{
      payments: { providerPaymentId: string; flag: string; reference: string }[];
    }>();
    expect(flagged.payments).toContainEqual(
      expect.objectContaining({
        providerPaymentId: payment.id,
        flag: 'booking-closed',
        reference: booking.reference,
      }),
    );
  });
});

describe('reconciliation and refunds', () => {
  it('the hourly reconciliation records a payment whose webhook never came, once, in one replica', async () => {
    const booking = await book();
    const link = liveLink(booking);
    const payment = razorpay.pay(link.id);
    // Earlier tests ran the jobs days ahead (a hold's end) and took that hour's turn: start afresh.
    await sql`delete from razorpay_job_runs`.execute(app().database.db);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    await app().jobs.runAll(later);
    // The same hour again: the turn is taken, nothing asked.
    const asked = razorpay.requests.length;
    await app().jobs.runAll(new Date(later.getTime() + 60_000));
    expect(razorpay.requests.slice(asked).filter((request) => request.method === 'GET')).toEqual(
      [],
    );
    expect((await ledger(booking)).payments).toEqual([
      expect.objectContaining({ reference: payment.id, method: 'online' }),
    ]);
    expect(
      (await onlineRows()).find((row) => row.provider_payment_id === payment.id),
    ).toMatchObject({
      source: 'reconciliation',
    });
    // The webhook arriving late changes nothing.
    const late = await deliver(razorpay.linkPaidEvent(link.id, payment.id));
    expect(late.json()).toEqual({ event: 'payment_link.paid', outcome: 'duplicate' });
    expect((await ledger(booking)).payments).toHaveLength(1);
  });

  it('refunds an online payment through Razorpay once; refund.processed marks it processed', async () => {
    const booking = await book();
    const link = liveLink(booking);
    const payment = razorpay.pay(link.id);
    await deliver(razorpay.linkPaidEvent(link.id, payment.id));
    const [first, second] = await Promise.all([
      send('POST', `/api/payments/online/${payment.id}/refund`, { amount: 1_000 }),
      send('POST', `/api/payments/online/${payment.id}/refund`, { amount: 1_000 }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const refunds = [...razorpay.refunds.values()].filter(
      (refund) => refund.payment_id === payment.id,
    );
    expect(refunds).toEqual([expect.objectContaining({ amount: 100_000, status: 'pending' })]);
    expect(await deliver(razorpay.processRefund(refunds[0]!.id))).toMatchObject({
      statusCode: 200,
    });
    const listed = (await send('GET', '/api/payments/online')).json<{
      payments: { providerPaymentId: string; refund: unknown }[];
    }>();
    expect(listed.payments.find((row) => row.providerPaymentId === payment.id)?.refund).toEqual({
      id: refunds[0]!.id,
      amountPaise: 100_000,
      status: 'processed',
    });
  });

  describe('a cancelled booking paid online', () => {
    beforeAll(async () => {
      const on = await send('PUT', '/api/settings/gst', GST_ON);
      expect(on.statusCode).toBe(200);
    });
    afterAll(() => send('PUT', '/api/settings/gst', DEFAULT_GST_SETTINGS));

    /** A booking whose deposit came online, cancelled with no charge: its refund is the deposit. */
    async function cancelledAfterPayingOnline() {
      const booking = await book({ email: 'arjun@example.com' });
      const link = liveLink(booking);
      const payment = razorpay.pay(link.id);
      await deliver(razorpay.linkPaidEvent(link.id, payment.id));
      const cancelled = await send('POST', `/api/bookings/${booking._id}/cancel`, { charge: 0 });
      expect(cancelled.json<BookingDetail>().refund).toMatchObject({ state: 'approved' });
      return { booking, payment, deposit: depositFor(booking.quotedTotal!) };
    }

    const refundOf = (paymentId: string) =>
      [...razorpay.refunds.values()].find((refund) => refund.payment_id === paymentId)!;

    it('its refund through Razorpay pays the booking’s refund once: processed online, its refund voucher, one step in the timeline', async () => {
      const { booking, payment, deposit } = await cancelledAfterPayingOnline();
      const asked = await send('POST', `/api/payments/online/${payment.id}/refund`, {
        amount: deposit,
      });
      expect(asked.statusCode).toBe(200);
      // Razorpay has not processed it yet: the booking's refund waits.
      expect((await ledger(booking)).refund).toMatchObject({ state: 'approved' });

      const processed = razorpay.processRefund(refundOf(payment.id).id);
      const answers = await Promise.all([deliver(processed), deliver(processed)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      await deliver(processed);

      const detail = await ledger(booking);
      expect(detail.refund).toEqual(
        expect.objectContaining({
          state: 'processed',
          amount: deposit,
          chequeNumber: null,
          onlineRefundId: refundOf(payment.id).id,
          processedOn: todayInIst(),
        }),
      );
      expect(detail.timeline.filter((event) => event.type === 'refund-processed')).toHaveLength(1);
      const vouchers = detail.documents.filter((document) => document.type === 'refund');
      expect(vouchers).toEqual([expect.objectContaining({ status: 'issued' })]);
      // Amounts of a tax document are in paise.
      expect(vouchers[0]!.total).toBe(deposit * 100);
      // The traveller hears of it with the voucher: paid back through Razorpay, not by cheque.
      const [email] = await app()
        .database.db.selectFrom('notifications')
        .selectAll()
        .where('booking_id', '=', booking._id)
        .where('event', '=', 'refund-paid' as never)
        .where('channel', '=', 'email')
        .execute();
      const { text } = await renderEmail(email!, {
        siteName: 'Sonarpur Tours & Travels',
        siteUrl: 'https://tours.example',
      });
      expect(text).toContain('is paid back through Razorpay');
      expect(text).toContain(`Razorpay refund: ${refundOf(payment.id).id}`);
      expect(text).not.toContain('Cheque number');
      // The traveller then confirms it as any refund.
      const confirmed = await send('POST', `/api/bookings/${booking._id}/refund/confirm`, {});
      expect(confirmed.json<BookingDetail>().refund).toMatchObject({ state: 'confirmed' });
    });

    it('a refund of another amount leaves the booking’s refund for the owner; a cheque after it still works', async () => {
      const { booking, payment } = await cancelledAfterPayingOnline();
      await send('POST', `/api/payments/online/${payment.id}/refund`, { amount: 1_000 });
      await deliver(razorpay.processRefund(refundOf(payment.id).id));
      expect((await ledger(booking)).refund).toMatchObject({
        state: 'approved',
        onlineRefundId: null,
      });
      const cheque = await send('POST', `/api/bookings/${booking._id}/refund/process`, {
        chequeNumber: '004512',
      });
      expect(cheque.json<BookingDetail>().refund).toMatchObject({
        state: 'processed',
        chequeNumber: '004512',
        onlineRefundId: null,
      });
    });
  });
});

describe('the messages', () => {
  const SITE = { siteName: 'Sonarpur Tours & Travels', siteUrl: 'https://tours.example' };
  const messages = async (booking: BookingRecord, ...events: string[]) => {
    const rows = await app()
      .database.db.selectFrom('notifications')
      .selectAll()
      .where('booking_id', '=', booking._id)
      .where('event', 'in', events as never[])
      .orderBy('created_at')
      .execute();
    return {
      email: rows.find((row) => row.channel === 'email'),
      whatsapp: rows.find((row) => row.channel === 'whatsapp'),
    };
  };

  it("the quote says 'Pay ₹8,000 online' with the booking's page (its link is made after it), the reminder with Razorpay's link", async () => {
    // A trip ten days ahead: its reminders start at once (the deposit's day is the hold's last).
    const booking = await book({
      email: 'arjun@example.com',
      checkIn: dayFromToday(10),
      checkOut: dayFromToday(12),
    });
    expect(
      (await send('PUT', `/api/bookings/${booking._id}`, { quotedTotal: 40_000 })).statusCode,
    ).toBe(200);
    await settled();
    const page = `https://tours.example/booking-status?reference=${booking.reference}`;
    const quote = await messages(booking, 'quote-set');
    expect((await renderEmail(quote.email!, SITE)).text).toContain(`Pay ₹8,000 online: ${page}`);
    expect(renderWhatsApp(quote.whatsapp!, SITE)).toContain(`Pay ₹8,000 online: ${page}`);

    // No reminder on the day of the quote: the day after.
    const before = new Set(razorpay.links.keys());
    console.log(
      'RUNALL',
      await app().jobs.runAll(new Date(Date.now() + 24 * 60 * 60 * 1000)),
      booking.reference,
      [...razorpay.links.values()]
        .filter((l) => !before.has(l.id))
        .map((l) => [l.reference_id, l.amount, l.status]),
      [...razorpay.links.values()]
        .filter((l) => l.reference_id.startsWith(booking.reference))
        .map((l) => [l.reference_id, l.amount, l.status]),
    );
    const link = liveLink(booking);
    expect(link.amount).toBe(8_000 * 100);
    // The trip is ten days ahead, so the 40% falls due too: each instalment has its reminder
    // (written in one transaction, in no set order), and the deposit's carries Razorpay's link.
    const reminders = await app()
      .database.db.selectFrom('notifications')
      .selectAll()
      .where('booking_id', '=', booking._id)
      .where('event', 'in', ['instalment-due', 'hold-expiring'] as never[])
      .execute();
    const texts = await Promise.all(
      reminders.map(async (row) =>
        row.channel === 'email' ? (await renderEmail(row, SITE)).text : renderWhatsApp(row, SITE),
      ),
    );
    for (const channel of ['email', 'whatsapp']) {
      expect(texts.filter((_, index) => reminders[index]!.channel === channel)).toContainEqual(
        expect.stringContaining(`Pay ₹8,000 online: ${link.short_url}`),
      );
    }
  });
});

describe('the traveller back from Razorpay', () => {
  const callback = (query: Record<string, string>) =>
    send(
      'GET',
      `/api/payments/razorpay/callback?${new URLSearchParams(query).toString()}`,
      undefined,
      {},
    );

  it('says paid for a callback Razorpay signed, invalid for a forged one, and writes nothing', async () => {
    const payments = await countRows(app(), 'payments');
    const query = {
      razorpay_payment_id: 'pay_Callback00001',
      razorpay_payment_link_id: 'plink_Callback001',
      razorpay_payment_link_reference_id: 'SPT-2611-0001-D1',
      razorpay_payment_link_status: 'paid',
    };
    const signature = signCallback({
      linkId: query.razorpay_payment_link_id,
      referenceId: query.razorpay_payment_link_reference_id,
      status: 'paid',
      paymentId: query.razorpay_payment_id,
    });
    expect((await callback({ ...query, razorpay_signature: signature })).json()).toEqual({
      result: 'paid',
      status: 'paid',
    });
    expect(
      (
        await callback({
          ...query,
          razorpay_signature: signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
        })
      ).json(),
    ).toMatchObject({ result: 'invalid' });
    expect((await callback(query)).json()).toMatchObject({ result: 'invalid' });
    expect(await countRows(app(), 'payments')).toBe(payments);
  });
});

describe('unset', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
    await plain.app.ready();
  });
  afterAll(() => plain?.close());

  it('no link, onlinePayment null, and the payment routes answer 404', async () => {
    const created = await plain.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...validBodies.booking, children: 0 },
    });
    const booking = created.json<BookingRecord>();
    const view = await plain.app.inject({
      method: 'GET',
      url: `/api/bookings/status?reference=${booking.reference}&phone=${encodeURIComponent(booking.phone)}`,
    });
    expect(view.json<BookingStatusView>().onlinePayment).toBeNull();
    const webhook = await plain.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'a'.repeat(64) },
      payload: '{}',
    });
    expect(webhook.statusCode).toBe(404);
    const rows = await sql<{
      count: number;
    }>`select count(*)::int as count from payment_links`.execute(plain.app.database.db);
    expect(rows.rows[0]?.count).toBe(0);
  });
});
