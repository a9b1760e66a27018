// Hostile input at the API: an XSS corpus through every text field of the public forms and the
// blog, SQL-looking and path-traversal strings in ids, slugs and fields, oversized and non-JSON
// bodies. Plain text must come back exactly as sent; blog HTML must come back harmless; nothing
// may answer 5xx.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import { idToken } from '../../e2e/support/admin-helpers';
import { product } from '../../e2e/support/product';
import { figures } from '../support/figures';
import { unsafeParts } from '../support/html-check';
import { send } from '../support/http';
import { freshBody, validBodies } from '../support/records';
import { SQL_AND_PATHS, XSS_PAYLOADS } from '../support/xss-corpus';

const api = (path: string) => `${product().urls.api}${path}`;
let admin: string;

const BOOKING_TEXT = ['name', 'destination', 'message'] as const;
const CONTACT_TEXT = ['name', 'message'] as const;
const BLOG_TEXT = ['title', 'author', 'category', 'introduction', 'metaTitle', 'metaDescription'];

async function adminList<T>(path: string): Promise<T[]> {
  const answer = await send<T[]>(api(path), { token: admin });
  assert.equal(answer.status, 200);
  return answer.body;
}

describe('hostile input at the API', () => {
  before(async () => {
    admin = await idToken();
  });

  it(`stores ${XSS_PAYLOADS.length} XSS payloads verbatim in every booking and contact text field`, async () => {
    assert.ok(XSS_PAYLOADS.length >= 50);
    const sent = new Map<string, Record<string, unknown>>();
    const forms = [
      { name: 'booking', path: '/bookings', valid: validBodies.booking, fields: BOOKING_TEXT },
      { name: 'contact', path: '/contact', valid: validBodies.contact, fields: CONTACT_TEXT },
    ];
    for (const payload of XSS_PAYLOADS) {
      for (const form of forms) {
        const body: Record<string, unknown> = { ...form.valid };
        for (const field of form.fields) body[field] = payload;
        const answer = await send<{ _id: string }>(api(form.path), { method: 'POST', json: body });
        assert.equal(answer.status, 201, `${form.name} with ${payload}: ${answer.text}`);
        sent.set(answer.body._id, body);
      }
    }
    const stored = [
      ...(await adminList<Record<string, unknown>>('/bookings')),
      ...(await adminList<Record<string, unknown>>('/contact')),
    ];
    for (const [id, body] of sent) {
      const row = stored.find((candidate) => candidate._id === id);
      figures.rowsChecked += 1;
      assert.ok(row, `row ${id} stored`);
      for (const field of [...BOOKING_TEXT, ...CONTACT_TEXT]) {
        if (field in body) assert.equal(row[field], body[field], `${field} verbatim`);
      }
    }
  });

  it(`sanitises ${XSS_PAYLOADS.length} payloads in blog mainContent and keeps its plain fields verbatim`, async () => {
    for (const payload of XSS_PAYLOADS) {
      const body = freshBody('blog');
      body.mainContent = `<p>Kept paragraph.</p>${payload}<p>${payload}</p>`;
      for (const field of BLOG_TEXT) body[field] = payload;
      body.tags = [payload, 'plain'];
      const created = await send<Record<string, unknown>>(api('/blogs'), {
        method: 'POST',
        token: admin,
        json: body,
      });
      assert.equal(created.status, 201, `blog with ${payload}: ${created.text}`);
      const read = await send<Record<string, unknown>>(
        api(`/blogs/slug/${encodeURIComponent(String(created.body.slug))}`),
      );
      figures.rowsChecked += 1;
      const html = String(read.body.mainContent);
      assert.deepEqual(unsafeParts(html), [], `stored HTML of ${payload}: ${html}`);
      assert.ok(html.includes('<p>Kept paragraph.</p>'), html);
      for (const field of BLOG_TEXT) assert.equal(read.body[field], payload, `${field} verbatim`);
      assert.deepEqual(read.body.tags, [payload, 'plain']);
      const removed = await send(api(`/blogs/${String(created.body._id)}`), {
        method: 'DELETE',
        token: admin,
      });
      assert.equal(removed.status, 204);
    }
  });

  it('SQL-looking and path-traversal strings in ids, slugs and fields: 4xx or verbatim, never 5xx', async () => {
    const bookingsBefore = (await adminList('/bookings')).length;
    for (const hostile of SQL_AND_PATHS) {
      const segment = encodeURIComponent(hostile);
      for (const [method, path, token] of [
        ['GET', `/blogs/slug/${segment}`, undefined],
        ['GET', `/blogs/slug/${segment}`, admin],
        ['PUT', `/bookings/${segment}`, admin],
        ['DELETE', `/contact/${segment}`, admin],
        ['PUT', `/destinations/${segment}`, admin],
        ['DELETE', `/blogs/${segment}`, admin],
        ['PATCH', `/blogs/${segment}`, admin],
        ['GET', `/${segment}`, undefined],
      ] as const) {
        const json = method === 'PUT' || method === 'PATCH' ? { status: true } : undefined;
        const answer = await send(api(path), { method, token, json });
        assert.ok(answer.status < 500, `${method} ${path}: ${answer.status} ${answer.text}`);
        if (method === 'GET' && path.startsWith('/blogs/slug')) {
          assert.ok(answer.status === 404 || answer.body === null, `${path} found something`);
        } else {
          assert.ok(answer.status >= 400, `${method} ${path} answered ${answer.status}`);
        }
      }
      const booking = { ...validBodies.booking, name: hostile, message: hostile };
      const posted = await send<Record<string, unknown>>(api('/bookings'), {
        method: 'POST',
        json: booking,
      });
      assert.equal(posted.status, 201, posted.text);
      assert.equal(posted.body.name, hostile);
      assert.equal(posted.body.message, hostile);

      const destination = { ...freshBody('destination'), slug: hostile, info: hostile };
      const made = await send<Record<string, unknown>>(api('/destinations'), {
        method: 'POST',
        token: admin,
        json: destination,
      });
      assert.ok(made.status < 500, `destination slug ${hostile}: ${made.status}`);
      if (made.status === 201) {
        assert.equal(made.body.info, hostile);
        assert.ok(!String(made.body.slug).includes('/'), `slug ${String(made.body.slug)}`);
        await send(api(`/destinations/${String(made.body._id)}`), {
          method: 'DELETE',
          token: admin,
        });
      }
    }
    // Nothing dropped, nothing extra: exactly one new booking per hostile string.
    figures.rowsChecked += SQL_AND_PATHS.length;
    assert.equal((await adminList('/bookings')).length, bookingsBefore + SQL_AND_PATHS.length);
  });

  it('answers 413 to a body over 100 kB, 400 to JSON that is not an object, 415 to any other body type', async () => {
    const big = { ...validBodies.booking, message: 'x'.repeat(150_000) };
    for (const path of ['/bookings', '/contact']) {
      const answer = await send<{ message?: string }>(api(path), { method: 'POST', json: big });
      assert.equal(answer.status, 413, `${path}: ${answer.text.slice(0, 200)}`);
    }
    const blog = { ...freshBody('blog'), mainContent: `<p>${'y'.repeat(150_000)}</p>` };
    const oversized = await send(api('/blogs'), { method: 'POST', token: admin, json: blog });
    assert.equal(oversized.status, 413);

    const notJson: Array<[string, string]> = [
      ['{"name": "Sourav",', 'application/json'],
      ['name=Sourav&phone=9830123456', 'application/json'],
      ['<booking><name>x</name></booking>', 'application/json'],
      ['"just a string"', 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['null', 'application/json'],
      ['', 'application/json'],
    ];
    for (const path of ['/bookings', '/contact']) {
      for (const [body, contentType] of notJson) {
        const answer = await send<{ message?: string }>(api(path), {
          method: 'POST',
          raw: { body, contentType },
        });
        assert.equal(answer.status, 400, `${path} ${contentType} ${body}: ${answer.status}`);
        assert.equal(typeof answer.body?.message, 'string');
      }
    }
    // One answer for every body type but JSON (issue 24): plain text, a form, XML alike.
    const types: Array<[string, string]> = [
      ['hello', 'text/plain'],
      ['name=x', 'application/x-www-form-urlencoded'],
      ['<booking/>', 'application/xml'],
    ];
    for (const path of ['/bookings', '/contact']) {
      for (const [body, contentType] of types) {
        const answer = await send<{ message?: string }>(api(path), {
          method: 'POST',
          raw: { body, contentType },
        });
        assert.equal(answer.status, 415, `${path} ${contentType}: ${answer.status}`);
        assert.equal(
          answer.body?.message,
          'Send the body as JSON (Content-Type: application/json).',
        );
      }
    }
  });
});
