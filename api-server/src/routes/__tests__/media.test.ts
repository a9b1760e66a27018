// The photo library (issue 15), with real sharp on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): uploads are typed by their bytes, every refusal stores nothing, EXIF and GPS
// never reach a served file, the variants have the promised sizes and formats, the files are
// cached for good with an ETag, and a photo the content shows cannot be deleted.
import type { AuditPage } from '@tours/shared-ui/booking-office';
import {
  MEDIA_OG_IMAGE,
  mediaUrl,
  parseMediaId,
  type MediaInUse,
  type MediaItem,
  type MediaUpload,
} from '@tours/shared-ui/domain';
import { IMAGE_ADDRESS_MESSAGE } from '@tours/shared-ui/domain';
import { MAP_ADDRESS_MESSAGE } from '@tours/shared-ui/schemas';
import sharp from 'sharp';

import { LIBRARY_CACHE_CONTROL } from '../../plugins/media';
import {
  CORRUPT_MESSAGE,
  POLYGLOT_MESSAGE,
  UNSUPPORTED_TYPE_MESSAGE,
} from '../../services/media-pipeline';
import { AS_ADMIN, AS_VISITOR } from '../../testing/auth-tokens';
import { buildTestApp, type TestApp } from '../../testing/build-test-app';
import { validBodies } from '../../testing/fixtures';
import { multipartBody, type FilePart } from '../../testing/multipart';
import { NO_FILE_MESSAGE, NOT_MULTIPART_MESSAGE } from '../media';

const MAX_BYTES = 1_000_000;
const MAX_PIXELS = 4_000_000;

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp({ mediaLimits: { maxBytes: MAX_BYTES, maxPixels: MAX_PIXELS } });
  await testApp.app.ready();
});
afterAll(() => testApp.close());

/** A photo-like picture (noise, so that every encoder has work), `width` x `height`. */
function picture(width: number, height: number, seed = 128) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: seed, sigma: 40 },
    },
  });
}

const upload = (file: FilePart | null, fields: Record<string, string> = {}, headers = AS_ADMIN) => {
  const body = multipartBody(file, fields);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

const get = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });

async function storedCounts(): Promise<{ media: number; variants: number }> {
  const { db } = testApp.app.database;
  const count = async (table: 'media' | 'media_variant') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { media: await count('media'), variants: await count('media_variant') };
}

/** CRC-32 of PNG chunks (Node 20 has no zlib.crc32). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A tiny PNG whose header claims `width` x `height`: a decompression bomb's announcement. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#fff' },
  })
    .png()
    .toBuffer();
  const bomb = Buffer.from(png);
  bomb.writeUInt32BE(width, 16);
  bomb.writeUInt32BE(height, 20);
  bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
  return bomb;
}

describe('POST /api/media', () => {
  it('stores a JPEG with AVIF, WebP and JPEG variants at every width up to its own, never upscaled', async () => {
    const jpeg = await picture(1000, 700).jpeg({ quality: 90 }).toBuffer();
    const response = await upload({ bytes: jpeg, filename: 'beach.jpg' }, { alt: 'A beach' });
    expect(response.statusCode).toBe(201);
    const body = response.json<MediaUpload>();
    expect(body).toMatchObject({ width: 1000, height: 700, alt: 'A beach' });
    expect(parseMediaId(body.id)).toMatchObject({ width: 1000, height: 700 });
    const widths = [320, 640, 960, 1000];
    expect(body.variants).toEqual(
      (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
        widths.map((width) => ({
          width,
          format,
          url: `/media/library/${body.id}/${width}.${format === 'jpeg' ? 'jpg' : format}`,
        })),
      ),
    );
    for (const variant of body.variants) {
      const served = await get(variant.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${variant.format}`);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : variant.format);
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(Math.round((700 * variant.width) / 1000));
    }
    const og = await get(`/media/library/${body.id}/${MEDIA_OG_IMAGE.file}`);
    expect(og.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(og.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
    // The address the content stores is the largest JPEG.
    expect((await get(mediaUrl(parseMediaId(body.id)!))).statusCode).toBe(200);
  });

  it('answers 200 with the stored photo when the same bytes come again (content-addressed)', async () => {
    const jpeg = await picture(400, 300, 90).jpeg().toBuffer();
    const first = await upload({ bytes: jpeg }, { alt: 'First' });
    expect(first.statusCode).toBe(201);
    const before = await storedCounts();
    const again = await upload({ bytes: jpeg, filename: 'other-name.jpg' }, { alt: 'Second' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await storedCounts()).toEqual(before);
  });

  it('reads the type from the bytes: a PNG named .jpg and sent as image/jpeg is a PNG', async () => {
    const png = await picture(500, 500, 60).png().toBuffer();
    const response = await upload({ bytes: png, filename: 'photo.jpg', type: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const list = (await get('/api/media', AS_ADMIN)).json<MediaItem[]>();
    expect(list.find((item) => item.id === response.json<MediaUpload>().id)).toMatchObject({
      originalType: 'image/png',
      bytes: png.length,
    });
  });

  it('takes WebP and AVIF too', async () => {
    for (const bytes of [
      await picture(300, 200, 70).webp().toBuffer(),
      await picture(300, 200, 75).avif({ effort: 0 }).toBuffer(),
    ]) {
      expect(
        (await upload({ bytes, filename: 'x.bin', type: 'application/octet-stream' })).statusCode,
      ).toBe(201);
    }
  });

  it('applies the orientation, then strips EXIF (GPS included) from every served file', async () => {
    // 600 x 300 stored sideways: EXIF orientation 6 shows it 300 x 600.
    const withGps = await picture(600, 300, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '22/1 26/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '88/1 25/1 0/1',
        },
      })
      .toBuffer();
    const original = await sharp(withGps).metadata();
    expect(original.exif?.toString('latin1')).toContain('PhoneCo');
    // The GPS IFD pointer (tag 0x8825), little- or big-endian.
    expect(
      original.exif!.includes(Buffer.from([0x25, 0x88])) ||
        original.exif!.includes(Buffer.from([0x88, 0x25])),
    ).toBe(true);
    expect(original.orientation).toBe(6);

    const response = await upload({ bytes: withGps });
    expect(response.statusCode).toBe(201);
    const body = response.json<MediaUpload>();
    expect(body).toMatchObject({ width: 300, height: 600 });
    for (const url of [
      ...body.variants.map((variant) => variant.url),
      `/media/library/${body.id}/og.jpg`,
    ]) {
      const served = await get(url);
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(served.rawPayload.toString('latin1')).not.toMatch(/PhoneCo|Pocket 9|Exif/);
    }
    const widest = await sharp(
      (await get(`/media/library/${body.id}/300.jpg`)).rawPayload,
    ).metadata();
    expect(widest).toMatchObject({ width: 300, height: 600 });
  });

  describe('refuses, storing nothing', () => {
    let before: { media: number; variants: number };
    beforeEach(async () => {
      before = await storedCounts();
    });
    afterEach(async () => {
      expect(await storedCounts()).toEqual(before);
    });

    it('a text file named .jpg and sent as image/jpeg (415)', async () => {
      const response = await upload({
        bytes: Buffer.from('Just some notes, not a photo at all.\n'.repeat(20)),
        filename: 'notes.jpg',
        type: 'image/jpeg',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ message: UNSUPPORTED_TYPE_MESSAGE });
    });

    it('GIF, TIFF and SVG images (415)', async () => {
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      );
      for (const bytes of [
        await picture(50, 50).gif().toBuffer(),
        await picture(50, 50).tiff().toBuffer(),
        svg,
      ]) {
        const response = await upload({ bytes, filename: 'photo.png', type: 'image/png' });
        expect(response.statusCode).toBe(415);
      }
    });

    it('a file over MEDIA_MAX_BYTES (413)', async () => {
      const big = await picture(1400, 1400).jpeg({ quality: 100 }).toBuffer();
      expect(big.length).toBeGreaterThan(MAX_BYTES);
      const response = await upload({ bytes: big });
      expect(response.statusCode).toBe(413);
      expect(response.json<{ message: string }>().message).toMatch(/^The photo is over 1 MB\.$/);
    });

    it('more pixels than MEDIA_MAX_PIXELS, and a header announcing a decompression bomb (422)', async () => {
      const tooMany = await picture(2100, 2000).jpeg({ quality: 30 }).toBuffer();
      expect(tooMany.length).toBeLessThan(MAX_BYTES);
      const bomb = await pngClaiming(60_000, 60_000);
      for (const bytes of [tooMany, bomb]) {
        const response = await upload({ bytes });
        expect(response.statusCode).toBe(422);
        expect(response.json<{ message: string }>().message).toBe(
          'The photo has more than 4 megapixels.',
        );
      }
    });

    it('a truncated JPEG and damaged ones (422)', async () => {
      const jpeg = await picture(800, 600).jpeg().toBuffer();
      const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
      const huffman = jpeg.indexOf(Buffer.from([0xff, 0xc4]));
      const badTables = Buffer.from(jpeg).fill(0xff, huffman + 4, huffman + 40);
      const scan = jpeg.indexOf(Buffer.from([0xff, 0xda]));
      const zeroedData = Buffer.from(jpeg).fill(
        0,
        scan + 20,
        scan + 20 + Math.floor(jpeg.length / 3),
      );
      for (const bytes of [truncated, badTables, zeroedData]) {
        const response = await upload({ bytes });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message: CORRUPT_MESSAGE });
      }
    });

    it('polyglots: a JPEG carrying a script, an HTML page, or an appended ZIP archive (422)', async () => {
      const jpeg = await picture(200, 200).jpeg().toBuffer();
      const zipEnd = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
      for (const bytes of [
        Buffer.concat([jpeg, Buffer.from('<script>alert(document.cookie)</script>')]),
        Buffer.concat([jpeg, Buffer.from('<!DOCTYPE html><html><body>hi</body></html>')]),
        Buffer.concat([jpeg, zipEnd]),
      ]) {
        const response = await upload({ bytes });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({ message: POLYGLOT_MESSAGE });
      }
    });

    it('a body that is not multipart (415), a form without a file, an alt too long (400)', async () => {
      const json = await testApp.app.inject({
        method: 'POST',
        url: '/api/media',
        headers: AS_ADMIN,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ message: NOT_MULTIPART_MESSAGE });
      const noFile = await upload(null, { alt: 'Nothing' });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toMatchObject({ errors: { file: NO_FILE_MESSAGE } });
      const jpeg = await picture(100, 100).jpeg().toBuffer();
      const longAlt = await upload({ bytes: jpeg }, { alt: 'a'.repeat(301) });
      expect(longAlt.statusCode).toBe(400);
      expect(longAlt.json()).toMatchObject({ errors: { alt: 'Must be at most 300 characters.' } });
    });

    it('a visitor or no one (403, 401)', async () => {
      const jpeg = await picture(100, 100).jpeg().toBuffer();
      expect((await upload({ bytes: jpeg }, {}, AS_VISITOR)).statusCode).toBe(403);
      expect((await upload({ bytes: jpeg }, {}, {} as typeof AS_ADMIN)).statusCode).toBe(401);
    });
  });
});

describe('GET /media/library/:id/:file', () => {
  let photo: MediaUpload;
  beforeAll(async () => {
    photo = (await upload({ bytes: await picture(700, 500, 30).jpeg().toBuffer() })).json();
  });

  it('is cached for a year as immutable, with an ETag, a 304 and a cross-origin CORP', async () => {
    const url = `/media/library/${photo.id}/640.webp`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe(LIBRARY_CACHE_CONTROL);
    expect(LIBRARY_CACHE_CONTROL).toBe('public, max-age=31536000, immutable');
    expect(first.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    // Another variant has another ETag.
    expect((await get(`/media/library/${photo.id}/320.webp`)).headers.etag).not.toBe(etag);
  });

  it('answers 404 for an unknown photo, width or file name, and still serves the shipped files', async () => {
    for (const url of [
      `/media/library/0123456789abcdef-700x500/640.webp`,
      `/media/library/${photo.id}/1920.webp`,
      `/media/library/${photo.id}/640.gif`,
      `/media/library/${photo.id}/original`,
      `/media/library/not-an-id/640.jpg`,
    ]) {
      expect((await get(url)).statusCode).toBe(404);
    }
    const shipped = await get('/media/testimonials/ananya-sen.svg');
    expect(shipped.statusCode).toBe(200);
    expect(shipped.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});

describe('the library: alt text, where each photo is used, delete', () => {
  it('changes the alt text (audited) and refuses one too long', async () => {
    const photo = (
      await upload({ bytes: await picture(320, 240, 10).jpeg().toBuffer() })
    ).json<MediaUpload>();
    const patch = (alt: unknown) =>
      testApp.app.inject({
        method: 'PATCH',
        url: `/api/media/${photo.id}`,
        headers: AS_ADMIN,
        payload: { alt },
      });
    const changed = await patch('  Tea bushes at dawn ');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: photo.id, alt: 'Tea bushes at dawn' });
    expect((await patch('x'.repeat(301))).statusCode).toBe(400);
    expect(
      (
        await testApp.app.inject({
          method: 'PATCH',
          url: '/api/media/0123456789abcdef-1x1',
          headers: AS_ADMIN,
          payload: { alt: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    const audit = await get(`/api/audit?entity=media&entityId=${photo.id}`, AS_ADMIN);
    expect(audit.json<AuditPage>().entries.map((entry) => entry.summary)).toEqual([
      `Changed the alt text of photo ${photo.id}`,
      `Uploaded photo ${photo.id}`,
    ]);
  });

  it('lists where a photo is shown, refuses to delete it there (409), deletes it once unused (204)', async () => {
    const photo = (
      await upload({ bytes: await picture(640, 480, 20).jpeg().toBuffer() })
    ).json<MediaUpload>();
    const address = mediaUrl(parseMediaId(photo.id)!);
    const destination = await testApp.app.inject({
      method: 'POST',
      url: '/api/destinations',
      headers: AS_ADMIN,
      payload: { ...validBodies.destination, name: 'Mirik Lake', siteImages: [address] },
    });
    expect(destination.statusCode).toBe(201);
    const blog = await testApp.app.inject({
      method: 'POST',
      url: '/api/blogs',
      headers: AS_ADMIN,
      payload: {
        ...validBodies.blog,
        slug: 'mirik',
        title: 'Mirik',
        coverImage: `http://localhost:4000${address}`,
      },
    });
    expect(blog.statusCode).toBe(201);

    const listed = (await get('/api/media', AS_ADMIN)).json<MediaItem[]>();
    const usedIn = [
      {
        entity: 'destination',
        id: destination.json()._id,
        label: 'Mirik Lake',
        field: 'siteImages',
      },
      { entity: 'blog', id: blog.json()._id, label: 'Mirik', field: 'coverImage' },
    ];
    expect(listed.find((item) => item.id === photo.id)?.usedIn).toEqual(usedIn);

    const refused = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/media/${photo.id}`,
      headers: AS_ADMIN,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<MediaInUse>()).toEqual({
      message: `This photo is shown on destination "Mirik Lake" (siteImages), blog "Mirik" (coverImage): remove it there first.`,
      usedIn,
    });
    expect((await get(address)).statusCode).toBe(200);

    for (const url of [
      `/api/destinations/${destination.json()._id}`,
      `/api/blogs/${blog.json()._id}`,
    ]) {
      expect(
        (await testApp.app.inject({ method: 'DELETE', url, headers: AS_ADMIN })).statusCode,
      ).toBe(204);
    }
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/media/${photo.id}`,
      headers: AS_ADMIN,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await get(address)).statusCode).toBe(404);
    const gone = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/media/${photo.id}`,
      headers: AS_ADMIN,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('image addresses in the content', () => {
  const HOSTILE = [
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'ftp://example.com/a.jpg',
    '//evil.example/a.jpg',
  ];
  const cases: { url: string; body: Record<string, unknown>; field: string; list?: boolean }[] = [
    { url: '/api/destinations', body: validBodies.destination, field: 'image' },
    { url: '/api/destinations', body: validBodies.destination, field: 'siteImages', list: true },
    { url: '/api/destinations', body: validBodies.destination, field: 'hotelImages', list: true },
    { url: '/api/popular', body: validBodies.popular, field: 'src' },
    { url: '/api/testimonials', body: validBodies.testimonial, field: 'image' },
    { url: '/api/blogs', body: validBodies.blog, field: 'coverImage' },
    { url: '/api/blogs', body: validBodies.blog, field: 'gallery', list: true },
  ];

  it.each(cases)(
    '$url refuses a javascript:, data: or other address in $field (400)',
    async ({ url, body, field, list }) => {
      const count = async () => {
        const listed = (await get(url, AS_ADMIN)).json<unknown[] | { blogs: unknown[] }>();
        return Array.isArray(listed) ? listed.length : listed.blogs.length;
      };
      const before = await count();
      for (const address of HOSTILE) {
        const response = await testApp.app.inject({
          method: 'POST',
          url,
          headers: AS_ADMIN,
          payload: { ...body, [field]: list ? ['https://example.com/ok.jpg', address] : address },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ errors: { [field]: IMAGE_ADDRESS_MESSAGE } });
      }
      expect(await count()).toBe(before);
    },
  );

  it('refuses a map that is not an http(s) address, and stores any http(s) one (SPEC)', async () => {
    for (const map of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/media/library/x']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/destinations',
        headers: AS_ADMIN,
        payload: { ...validBodies.destination, name: 'Lava', map },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { map: MAP_ADDRESS_MESSAGE } });
    }
    const other = await testApp.app.inject({
      method: 'POST',
      url: '/api/destinations',
      headers: AS_ADMIN,
      payload: { ...validBodies.destination, name: 'Lava', map: 'https://maps.example.org/lava' },
    });
    expect(other.statusCode).toBe(201);
  });

  it('refuses the same in an update (PUT)', async () => {
    const [first] = (await get('/api/destinations')).json<{ _id: string }[]>();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/destinations/${first!._id}`,
      headers: AS_ADMIN,
      payload: { ...validBodies.destination, name: 'Renamed', image: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { image: IMAGE_ADDRESS_MESSAGE } });
  });
});
