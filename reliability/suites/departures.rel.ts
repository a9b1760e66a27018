// Departures never oversold (issue 26, docs/departures.md), on PostgreSQL with two API replicas of
// the suite's own over one scratch schema: 300 concurrent booking requests of 1-4 travellers for
// one 40-seat departure, sent to both replicas in turn. Seats taken never exceed 40, every request
// is either provisional or waitlisted (201), nothing answers 5xx, every 201 is a row. Then two
// held bookings' holds run out: both replicas' release jobs race for them, and the seats they free
// go to the waitlist exactly once (one 'waitlist-promoted' event per promoted booking, seats still
// within 40). Own APIs have no admin sign-in, so the seats are freed by the hold-release job (the
// same promotion a cancellation runs, in the transaction that frees them); the departure is
// written straight into the database.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { figures } from '../support/figures';
import { send } from '../support/http';
import { onScratchSchema, startOwnApi, type Where } from '../support/own-api';
// @ts-expect-error -- plain ES module of the project's tooling, no type declarations.
import { runSql } from '../../scripts/bench/lib/api-bench.mjs';

const REQUESTS = 300;
const CLIENTS = 30;
const SEATS = 40;
const ENV = {
  RATE_LIMIT_MAX: '100000',
  DEMO_PHOTOS: 'false',
  BOOKING_JOB_INTERVAL_MS: '300',
};

const sql = (text: string, where: Where) =>
  runSql(text, where) as Promise<Array<Record<string, unknown>>>;

const GENDERS = ['Female', 'Male', 'Other'] as const;

function request(index: number, departureId: string) {
  const size = 1 + (index % 4);
  const adults = Math.min(size, 2);
  return {
    name: `Rel ${index}`,
    phone: `98${String(30000000 + index).slice(-8)}`,
    destination: 'the departure says',
    adults,
    children: size - adults,
    category: 'Budget',
    departureId,
    travellers: Array.from({ length: size }, (_, position) => ({
      name: `Rel ${index}-${position}`,
      age: position < adults ? 35 : 8,
      gender: GENDERS[position % 3],
    })),
  };
}

async function seatsTaken(departureId: string, where: Where): Promise<number> {
  const [row] = await sql(
    `select coalesce(sum(adults + children), 0)::int as n from bookings
     where departure_id = '${departureId}' and stage in ('provisional', 'confirmed', 'paid')`,
    where,
  );
  return Number(row!.n);
}

async function oversellRun(where: Where): Promise<void> {
  const replicas = [await startOwnApi(4330, where, ENV), await startOwnApi(4331, where, ENV)];
  try {
    const [departure] = await sql(
      `insert into departures (destination_id, start_date, end_date, seats)
       select id, current_date + 30, current_date + 33, ${SEATS} from destinations
       order by name limit 1 returning id::text as id`,
      where,
    );
    const departureId = String(departure!.id);
    const answers: Array<{ status: number; id?: string; stage?: string }> = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < REQUESTS) {
          const index = next++;
          const replica = replicas[index % 2]!;
          const answer = await send<{ _id?: string; stage?: string }>(`${replica.api}/bookings`, {
            method: 'POST',
            json: request(index, departureId),
            timeoutMs: 60_000,
          });
          answers.push({ status: answer.status, id: answer.body._id, stage: answer.body.stage });
        }
      }),
    );
    const statuses = JSON.stringify(
      answers.reduce<Record<number, number>>((count, { status }) => {
        count[status] = (count[status] ?? 0) + 1;
        return count;
      }, {}),
    );
    assert.equal(answers.length, REQUESTS);
    assert.equal(answers.filter(({ status }) => status >= 500).length, 0, `statuses ${statuses}`);
    assert.ok(
      answers.every(({ status }) => status === 201),
      `statuses ${statuses}`,
    );
    assert.ok(
      answers.every(({ stage }) => stage === 'provisional' || stage === 'waitlisted'),
      'each request holds seats or waits',
    );
    const rows = await sql(
      `select id::text as id, stage from bookings where departure_id = '${departureId}'`,
      where,
    );
    const stored = new Set(rows.map((row) => String(row.id)));
    figures.rowsChecked += rows.length;
    const lost = answers.filter(({ id }) => !id || !stored.has(id));
    figures.rowsLost += lost.length;
    assert.equal(lost.length, 0, 'every 201 is a row');
    assert.equal(rows.length, REQUESTS, 'one row per request');
    const taken = await seatsTaken(departureId, where);
    assert.ok(taken <= SEATS, `seats taken ${taken} of ${SEATS}`);
    // Parties of 1-4 fill all but at most three seats before anyone waits.
    assert.ok(taken > SEATS - 4, `seats taken ${taken}: the departure filled up`);
    const waiting = rows.filter((row) => row.stage === 'waitlisted').length;
    assert.ok(waiting > 0, 'the rest waitlisted');

    // Two holds run out; both replicas' release jobs race for them.
    await sql(
      `update bookings set hold_until = now() - interval '1 minute'
       where id in (select id from bookings where departure_id = '${departureId}'
                    and stage = 'provisional' order by created_at limit 2)`,
      where,
    );
    const deadline = Date.now() + 30_000;
    let released = 0;
    while (Date.now() < deadline) {
      const [row] = await sql(
        `select count(*)::int as n from bookings
         where departure_id = '${departureId}' and stage = 'released'`,
        where,
      );
      released = Number(row!.n);
      if (released === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    assert.equal(released, 2, 'both holds released');
    // Let both replicas' jobs run a few more times: nothing may be promoted twice.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const events = await sql(
      `select e.booking_id::text as id, count(*)::int as n from booking_events e
       join bookings b on b.id = e.booking_id
       where b.departure_id = '${departureId}' and e.type = 'waitlist-promoted'
       group by e.booking_id`,
      where,
    );
    assert.ok(events.length > 0, 'the freed seats went to the waitlist');
    assert.ok(
      events.every((event) => Number(event.n) === 1),
      `promoted exactly once: ${JSON.stringify(events)}`,
    );
    const after = await seatsTaken(departureId, where);
    assert.ok(after <= SEATS, `seats taken after promotion ${after} of ${SEATS}`);
    const promotedNow = await sql(
      `select count(*)::int as n from bookings where departure_id = '${departureId}'
       and stage = 'provisional' and id in (select booking_id from booking_events
       where type = 'waitlist-promoted')`,
      where,
    );
    assert.equal(Number(promotedNow[0]!.n), events.length, 'each promoted booking holds its seats');
  } finally {
    await Promise.all(replicas.map((replica) => replica.close()));
  }
}

describe(`departures: ${REQUESTS} concurrent bookings for ${SEATS} seats on two replicas`, () => {
  it('PostgreSQL: never oversold, the rest waitlisted, freed seats promoted exactly once', (t) =>
    onScratchSchema(t, 'tours_reliability_departures', (databaseUrl) =>
      oversellRun({ databaseUrl }),
    ));
});
