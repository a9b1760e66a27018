// Load: 1,000 booking submissions from 50 concurrent clients against an API of the suite's own;
// every 201 is one row, nothing else is written, nothing answers 5xx. PGlite, and PostgreSQL in a
// scratch schema when TEST_DATABASE_URL is set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { bookingBurst, compareIds } from '../support/burst';
import { figures } from '../support/figures';
import { freshFolder, idsIn, onScratchSchema, startOwnApi, type Where } from '../support/own-api';

const TOTAL = 1000;
const CLIENTS = 50;

async function loadOn(where: Where, port: number): Promise<void> {
  // Bookings only: the demo photos (tens of MB written into the same database) stay out.
  const server = await startOwnApi(port, where, { RATE_LIMIT_MAX: '100000', DEMO_PHOTOS: 'false' });
  let burst;
  try {
    burst = await bookingBurst({
      api: server.api,
      total: TOTAL,
      clients: CLIENTS,
      deadlineMs: 180_000,
    });
  } finally {
    await server.close();
  }
  const stored = await idsIn('bookings', where);
  const { lost, extra } = compareIds(burst.created, stored);
  figures.rowsChecked += stored.length;
  figures.rowsLost += lost.length;
  const statuses = JSON.stringify(Object.fromEntries(burst.statuses));
  assert.equal(burst.sent, TOTAL, `all sent before the deadline (${burst.sent})`);
  assert.equal(burst.failures, 0, 'every request answered');
  assert.equal(burst.statuses.get(201), TOTAL, `statuses ${statuses}`);
  assert.equal(lost.length, 0, `201s without a row: ${lost.slice(0, 5).join(', ')}`);
  assert.equal(extra, 0, 'rows no 201 accounts for');
  assert.equal(new Set(stored).size, stored.length, 'no duplicated row');
}

describe(`load: ${TOTAL} bookings from ${CLIENTS} concurrent clients`, () => {
  it('PGlite: one row per 201, nothing else, no 5xx', async () => {
    await loadOn({ dataDir: freshFolder() }, 4320);
  });

  it('PostgreSQL: one row per 201, nothing else, no 5xx', (t) =>
    onScratchSchema(t, 'tours_reliability_load', (databaseUrl) => loadOn({ databaseUrl }, 4321)));
});
