// Photo uploads under load and under attack, at the product's API (issue 15): 20 uploads at once
// all stored with every variant served; then a stream of hostile files (wrong types, truncated,
// oversized, a decompression bomb's header, polyglots) each refused with its 4xx, nothing stored,
// and the API answering throughout and taking a good photo after.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';

import sharp from 'sharp';

import { idToken } from '../../e2e/support/admin-helpers';
import { product } from '../../e2e/support/product';
import { figures } from '../support/figures';
import { send } from '../support/http';

const api = (path: string) => `${product().urls.api}${path}`;
const CONCURRENT = 20;
let admin: string;

interface Upload {
  id: string;
  variants: { width: number; format: string; url: string }[];
}

/** A photo-like JPEG (noise, unique per seed), 1200 x 800. */
function photo(seed: number, width = 1200, height = 800): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 },
      noise: { type: 'gaussian', mean: 40 + (seed % 150), sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

async function upload(bytes: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const form = new FormData();
  form.append('alt', `Reliability ${filename}`);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  figures.requests += 1;
  const response = await fetch(api('/media'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${admin}` },
    body: form,
    signal: AbortSignal.timeout(180_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: response.status, body };
}

async function libraryIds(): Promise<string[]> {
  const answer = await send<{ id: string }[]>(api('/media'), { token: admin, timeoutMs: 60_000 });
  assert.equal(answer.status, 200);
  return answer.body.map((item) => item.id);
}

/** A PNG whose header claims 60000 x 60000 pixels (3.6 gigapixels) over 8 x 8 of data. */
async function bombHeader(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(60_000, 16);
  png.writeUInt32BE(60_000, 20);
  let crc = 0xffffffff;
  for (const byte of png.subarray(12, 29)) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  png.writeUInt32BE((crc ^ 0xffffffff) >>> 0, 29);
  return png;
}

describe('photo uploads', () => {
  before(async () => {
    admin = await idToken();
  });

  it(`stores ${CONCURRENT} concurrent uploads, each with every variant served`, async () => {
    const photos = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => photo(i + 1)));
    const started = Date.now();
    const answers = await Promise.all(photos.map((bytes, i) => upload(bytes, `burst-${i}.jpg`)));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const statuses = answers.map((answer) => answer.status);
    assert.deepEqual(statuses, new Array<number>(CONCURRENT).fill(201), `statuses (${seconds} s)`);
    const stored = new Set(await libraryIds());
    for (const answer of answers) {
      const { id, variants } = answer.body as Upload;
      figures.rowsChecked += 1;
      assert.ok(stored.has(id), `${id} listed`);
      assert.equal(variants.length, 12, `${id}: 4 widths x 3 formats`);
      for (const variant of variants.filter((v) => v.width === 640)) {
        const file = await fetch(`${product().urls.api.replace(/\/api$/, '')}${variant.url}`);
        figures.requests += 1;
        assert.equal(file.status, 200, variant.url);
        assert.match(String(file.headers.get('cache-control')), /immutable/);
      }
    }
  });

  it('refuses a stream of hostile files, stores none of them, and keeps answering', async () => {
    const jpeg = await photo(999, 600, 400);
    const oversized = Buffer.concat([jpeg, Buffer.alloc(21 * 1024 * 1024, 0x41)]);
    const hostile: {
      name: string;
      bytes: Buffer;
      filename: string;
      type: string;
      status: number;
    }[] = [
      {
        name: 'text as .jpg',
        bytes: Buffer.from('not a photo\n'.repeat(100)),
        filename: 'a.jpg',
        type: 'image/jpeg',
        status: 415,
      },
      {
        name: 'HTML as .png',
        bytes: Buffer.from('<html><script>alert(1)</script></html>'),
        filename: 'a.png',
        type: 'image/png',
        status: 415,
      },
      {
        name: 'SVG with a script',
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
        filename: 'a.svg',
        type: 'image/svg+xml',
        status: 415,
      },
      {
        name: 'GIF',
        bytes: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
          .gif()
          .toBuffer(),
        filename: 'a.jpg',
        type: 'image/jpeg',
        status: 415,
      },
      {
        name: 'truncated JPEG',
        bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)),
        filename: 'a.jpg',
        type: 'image/jpeg',
        status: 422,
      },
      {
        name: 'oversized (21 MB)',
        bytes: oversized,
        filename: 'big.jpg',
        type: 'image/jpeg',
        status: 413,
      },
      {
        name: 'decompression bomb header',
        bytes: await bombHeader(),
        filename: 'a.png',
        type: 'image/png',
        status: 422,
      },
      {
        name: 'JPEG + script polyglot',
        bytes: Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]),
        filename: 'a.jpg',
        type: 'image/jpeg',
        status: 422,
      },
      {
        name: 'JPEG + ZIP polyglot',
        bytes: Buffer.concat([jpeg, Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]),
        filename: 'a.jpg',
        type: 'image/jpeg',
        status: 422,
      },
    ];
    const before = await libraryIds();
    const ROUNDS = 3;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const file of hostile) {
        const answer = await upload(file.bytes, file.filename, file.type);
        assert.equal(answer.status, file.status, `${file.name}: ${JSON.stringify(answer.body)}`);
        assert.equal(typeof (answer.body as { message?: unknown }).message, 'string', file.name);
        const health = await send(api('/health'));
        assert.equal(health.status, 200, `health after ${file.name}`);
      }
    }
    const after = await libraryIds();
    figures.rowsChecked += after.length;
    assert.deepEqual(after, before, 'nothing stored');
    const good = await upload(await photo(1234, 800, 600), 'after.jpg');
    assert.equal(good.status, 201, 'a good photo after the stream');
  });
});
