// Notifications that are never lost (issue 14), against a built API of the suite's own and a real
// SMTP server in this process (smtp-server): (1) SMTP down while 200 bookings arrive, then back:
// exactly 200 agency emails, none doubled; (2) the API killed (SIGKILL) while it sends: after a
// restart on the same database every message arrives, each Message-ID at least once and the set
// of them the same as the outbox's (a message the server accepted just before the kill may come
// twice, with the same Message-ID: the outbox marks a row sent only after the server accepted it).
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { describe, it } from 'node:test';

import { SMTPServer } from 'smtp-server';

import { send } from '../support/http';
import { figures } from '../support/figures';
import { freshBody } from '../support/records';
import { freshFolder } from '../support/own-api';
// @ts-expect-error -- plain ES module of the project's tooling, no type declarations.
import { apiServer } from '../../scripts/bench/lib/api-bench.mjs';

/** The suite's own ports (REL_NOTIFY_API_PORT, REL_NOTIFY_SMTP_PORT): never the product's. */
const API_PORT = Number(process.env.REL_NOTIFY_API_PORT ?? 4360);
const SMTP_PORT = Number(process.env.REL_NOTIFY_SMTP_PORT ?? 2525);
const AGENCY = 'agency@rel.test';

interface Catcher {
  /** Message-IDs in the order accepted, repeats included. */
  ids: string[];
  /** ms each message takes to be accepted (a slow server, to kill the API mid-send). */
  delayMs: number;
  close(): Promise<void>;
}

async function startSmtp(ids: string[] = [], delayMs = 0): Promise<Catcher> {
  const catcher = { ids, delayMs };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 20_000) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '(none)';
        setTimeout(() => {
          catcher.ids.push(id);
          callback();
        }, catcher.delayMs);
      });
    },
  });
  // The API is killed mid-send on purpose: its connection resets (ECONNRESET), which smtp-server
  // emits as 'error' (its README listens for it); unheard, it would end the test process.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(SMTP_PORT, '127.0.0.1', resolve));
  assert.equal((server.server.address() as AddressInfo).port, SMTP_PORT);
  return Object.assign(catcher, {
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

const API_ENV = {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  AGENCY_NOTIFY_EMAIL: AGENCY,
  BOOKING_JOB_INTERVAL_MS: '500',
  NOTIFY_RETRY_BASE_MS: '500',
  NOTIFY_MAX_ATTEMPTS: '30',
  NOTIFY_LEASE_MS: '3000',
  RATE_LIMIT_MAX: '100000',
  // Every refused attempt is a warning: 200 of them a second while SMTP is down.
  LOG_LEVEL: 'error',
};

async function startApi(dataDir: string) {
  return (await apiServer({ port: API_PORT, dataDir, env: API_ENV })) as {
    url: string;
    close(): Promise<void>;
    kill(signal?: string): Promise<void>;
  };
}

async function book(api: string, count: number): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    const answer = await send(`${api}/api/bookings`, {
      method: 'POST',
      json: freshBody('booking'),
    });
    assert.equal(answer.status, 201, answer.text);
  }
}

async function waitUntil(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((done) => setTimeout(done, 250));
  return check();
}

describe('notifications', () => {
  it('SMTP down during 200 bookings, then back: exactly 200 agency emails, none doubled; SIGKILL mid-send loses none', async () => {
    const dataDir = freshFolder();
    let api = await startApi(dataDir);
    let smtp: Catcher | null = null;
    try {
      // (1) Nothing listens on the SMTP port: every attempt fails and is retried.
      await book(api.url, 200);
      await new Promise((done) => setTimeout(done, 2000));
      smtp = await startSmtp();
      const ids = smtp.ids;
      assert.ok(await waitUntil(() => ids.length >= 200, 120_000), `${ids.length} of 200 arrived`);
      await new Promise((done) => setTimeout(done, 3000));
      assert.equal(ids.length, 200, 'exactly 200 emails');
      assert.equal(new Set(ids).size, 200, 'none doubled');

      // (2) A slow server, 50 more bookings, the API killed once some have arrived.
      smtp.delayMs = 150;
      await book(api.url, 50);
      assert.ok(await waitUntil(() => ids.length >= 210, 60_000), 'sending had started');
      await api.kill('SIGKILL');
      figures.faults += 1;
      const atKill = ids.length;
      api = await startApi(dataDir);
      assert.ok(
        await waitUntil(() => new Set(ids).size >= 250, 120_000),
        `${new Set(ids).size} of 250 arrived after the restart`,
      );
      await new Promise((done) => setTimeout(done, 3000));
      assert.equal(new Set(ids).size, 250, 'every message arrived, none lost');
      assert.ok(atKill < 250, `the kill came mid-send (${atKill} had arrived)`);
      // A repeat is only ever a message the server accepted as the process died.
      assert.ok(ids.length - 250 <= 5, `${ids.length - 250} repeats (same Message-ID)`);
    } finally {
      await api.close();
      await smtp?.close();
    }
  });
});
