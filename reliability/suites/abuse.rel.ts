// Abuse of the public POSTs: the rate limit per client address (one process, and two processes
// sharing Redis), and the honeypot field bots fill in.
import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import net from 'node:net';

import { send } from '../support/http';
import { validBodies } from '../support/records';
import { countIn, freshFolder, startOwnApi, type OwnApi } from '../support/own-api';
import { figures } from '../support/figures';

const LIMIT = 5;
const TOO_MANY = 'Too many requests. Please try again in a minute.';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A documentation-range address no other run uses, as the client behind the proxy. */
function address(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `198.51.${byte()}.${byte()}`;
}

function post(api: string, path: string, from: string, json: unknown) {
  return send<{ message?: string } | null>(`${api}${path}`, {
    method: 'POST',
    json,
    headers: { 'X-Forwarded-For': from },
  });
}

function redisAnswers(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((done) => {
    const socket = net.connect(Number(port || 6379), hostname);
    const finish = (ok: boolean) => {
      socket.destroy();
      done(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => finish(data.toString().startsWith('+PONG')));
  });
}

describe('abuse of the public forms', () => {
  const running: OwnApi[] = [];
  after(async () => {
    await Promise.all(running.map((server) => server.close()));
  });

  it(`limits one address to ${LIMIT} posts a window with a clear 429, not another`, async () => {
    const server = await startOwnApi(
      4301,
      {},
      {
        RATE_LIMIT_MAX: String(LIMIT),
        TRUST_PROXY: 'loopback',
      },
    );
    running.push(server);
    for (const path of ['/bookings', '/contact']) {
      const body = path === '/bookings' ? validBodies.booking : validBodies.contact;
      const first = address();
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 3; i += 1) {
        const answer = await post(server.api, path, first, body);
        statuses.push(answer.status);
        if (answer.status === 429) {
          assert.equal(answer.body?.message, TOO_MANY);
          assert.ok(answer.headers.get('retry-after'), 'Retry-After header');
        }
      }
      assert.deepEqual(statuses, [...Array(LIMIT).fill(201), 429, 429, 429], path);
      const other = await post(server.api, path, address(), body);
      assert.equal(other.status, 201, `${path}: another address is limited too`);
    }
  });

  it('holds the limit across two API processes sharing Redis', async (t) => {
    if (!(await redisAnswers())) {
      t.skip(`Redis does not answer at ${REDIS_URL}: the shared limit is not checked`);
      return;
    }
    const env = { RATE_LIMIT_MAX: String(LIMIT), TRUST_PROXY: 'loopback', REDIS_URL };
    const [one, two] = await Promise.all([startOwnApi(4302, {}, env), startOwnApi(4303, {}, env)]);
    running.push(one, two);
    const from = address();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const server = i % 2 === 0 ? one : two;
      statuses.push((await post(server.api, '/bookings', from, validBodies.booking)).status);
    }
    assert.deepEqual(statuses, [...Array(LIMIT).fill(201), 429, 429]);
  });

  it('answers a filled honeypot as a success and stores nothing', async () => {
    const dataDir = freshFolder();
    const server = await startOwnApi(4304, { dataDir }, { RATE_LIMIT_MAX: '1000' });
    let stored = 0;
    try {
      for (const website of ['http://spam.example', 'x', ' buy now ']) {
        const booking = await post(server.api, '/bookings', address(), {
          ...validBodies.booking,
          website,
        });
        const contact = await post(server.api, '/contact', address(), {
          ...validBodies.contact,
          website,
        });
        assert.equal(booking.status, 201);
        assert.equal(contact.status, 201);
      }
      // One real booking, so a count of zero could not come from a table that never fills.
      const real = await post(server.api, '/bookings', address(), validBodies.booking);
      assert.equal(real.status, 201);
      stored = 1;
    } finally {
      await server.close();
    }
    figures.rowsChecked += stored;
    assert.equal(await countIn('bookings', { dataDir }), stored);
    assert.equal(await countIn('contact_messages', { dataDir }), 0);
  });
});
