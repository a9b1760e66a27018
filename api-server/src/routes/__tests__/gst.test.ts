// GST through the API (docs/gst.md): the settings, a booking's state and GSTIN, and the documents
// issued with the payments, refunds, cancellations and tours they document, on PGlite and (with
// TEST_DATABASE_URL) on PostgreSQL.
import { DEFAULT_GST_SETTINGS, GSTIN_MESSAGES, type GstSettings } from '@tours/shared-ui/gst';
import { BOOKING_GST_MESSAGES, GST_SETTINGS_MESSAGES } from '@tours/shared-ui/schemas';
import { type BookingDetail, type BookingRecord } from '@tours/shared-ui/booking-office';

import { adminApiPerFile } from '../../testing/admin-api';
import { countRows, validBodies } from '../../testing/fixtures';

const api = adminApiPerFile();
const { send } = api;

/** A West Bengal agency on the 5% scheme (GSTN's sample PAN with West Bengal's code). */
const AGENCY_GSTIN = '19AAPFU0939F1ZS';
/** A company in Odisha. */
const ODISHA_GSTIN = '21AABCS1429B1Z6';

const GST_ON: GstSettings = {
  ...DEFAULT_GST_SETTINGS,
  enabled: true,
  gstin: AGENCY_GSTIN,
  legalName: 'Sonarpur Tours and Travels',
  address: '12 Station Road, Sonarpur, Kolkata 700150',
  prefixes: { ...DEFAULT_GST_SETTINGS.prefixes },
};

async function book(overrides: object = {}): Promise<BookingRecord> {
  const response = await send(
    'POST',
    '/api/bookings',
    { ...validBodies.booking, children: 0, ...overrides },
    {},
  );
  expect(response.statusCode).toBe(201);
  return response.json<BookingRecord>();
}

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
