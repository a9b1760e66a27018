// Requests are logged at debug, not info: at the production level a read costs no log write.
import { Writable } from 'node:stream';

import { buildTestApp, type TestApp } from '../testing/build-test-app';

const lines: Array<{ level: number; msg: string; reqId?: string }> = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ logger: { level: 'debug', stream } });
  await testApp.app.ready();
});

afterAll(() => testApp.close());

const DEBUG = 20;

it('logs each request at debug level, so that the info level writes nothing per request', async () => {
  lines.length = 0;
  await testApp.app.inject({ method: 'GET', url: '/api/destinations' });
  const requestLines = lines.filter((line) =>
    /^(incoming request|request completed)$/.test(line.msg),
  );
  expect(requestLines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  expect(requestLines.every((line) => line.level === DEBUG)).toBe(true);
  // Both lines come from the request's own logger (made only when it writes): same request id.
  expect(requestLines[0]?.reqId).toEqual(expect.any(String));
  expect(requestLines[1]?.reqId).toBe(requestLines[0]?.reqId);
});

it('logs what a request logs at info and above with its request id, once the level allows it', async () => {
  lines.length = 0;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { name: '' },
  });
  expect(response.statusCode).toBe(400);
  const rejected = lines.find((line) => line.msg === 'Please check the highlighted fields.');
  expect(rejected).toMatchObject({ level: 30, reqId: expect.any(String) });
});

it('logs a read answered from memory like any other request', async () => {
  await testApp.app.inject({ method: 'GET', url: '/api/popular' });
  lines.length = 0;
  await testApp.app.inject({ method: 'GET', url: '/api/popular' });
  const requestLines = lines.filter((line) =>
    /^(incoming request|request completed)$/.test(line.msg),
  );
  expect(requestLines.map((line) => [line.msg, line.level])).toEqual([
    ['incoming request', DEBUG],
    ['request completed', DEBUG],
  ]);
  expect(requestLines[1]?.reqId).toBe(requestLines[0]?.reqId);
});
