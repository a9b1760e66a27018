// GET /api/audit: the activity log, newest first by time however its ids were handed out, paged
// with `before` without skipping or repeating an entry.
import type { AuditPage } from '@tours/shared-ui/booking-office';
import { sql } from 'kysely';

import { AS_ADMIN } from '../../testing/auth-tokens';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
  await testApp.app.ready();
});

afterAll(() => testApp.close());

const page = async (query: string): Promise<AuditPage> => {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/audit?${query}`,
    headers: AS_ADMIN,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditPage>();
};

describe('the activity log', () => {
  it('lists twelve entries newest first by time, across pages, ties by the later entry first', async () => {
    // Ids 1..12 in insertion order, times out of that order (a long transaction commits after a
    // short one that started later), ids 9 and 10 recorded in one transaction (the same time).
    // The ids also cross a power of ten: sorted as text, '10' would come before '9'.
    const minutes = [54, 55, 56, 56, 67, 66, 57, 58, 59, 59, 61, 60];
    for (const [index, minute] of minutes.entries()) {
      const at = new Date(Date.UTC(2026, 10, 26, 7, 0) + minute * 60_000).toISOString();
      await sql`insert into audit_log (at, actor_uid, entity, entity_id, action, summary)
        values (${at}, 'uid-admin', 'destination', ${`d${index + 1}`}, 'update', ${`entry ${index + 1}`})`.execute(
        testApp.app.database.db,
      );
    }
    const expected = [5, 6, 11, 12, 10, 9, 8, 7, 4, 3, 2, 1].map((n) => `entry ${n}`);

    const all = await page('entity=destination&limit=50');
    const ours = all.entries.filter((entry) => entry.summary.startsWith('entry '));
    expect(ours.map((entry) => entry.summary)).toEqual(expected);
    const times = ours.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const next: AuditPage = await page(
        `entity=destination&limit=5${cursor ? `&before=${cursor}` : ''}`,
      );
      expect(next.entries.length).toBeLessThanOrEqual(5);
      seen.push(...next.entries.map((entry) => entry.summary));
      cursor = next.nextCursor;
    } while (cursor);
    expect(seen.filter((summary) => summary.startsWith('entry '))).toEqual(expected);
  });
});
