// The photo pipeline (docs/architecture.md, "Photos"): reads an upload's type from its bytes,
// refuses what is not a photo it can trust, and makes every variant once: AVIF, WebP and JPEG at
// mediaVariantWidths(width), and the Open Graph JPEG (1200x630, cover crop). Orientation is applied
// first; EXIF (GPS included), XMP and IPTC never reach a variant; colours are converted to sRGB
// from the embedded ICC profile. Nothing here touches the database: a refusal throws an HttpError
// before anything is stored.
import { createHash } from 'node:crypto';

import {
  MEDIA_FORMATS,
  MEDIA_OG_IMAGE,
  mediaId,
  mediaVariantHeight,
  mediaVariantWidths,
  type MediaFormat,
} from '@tours/shared-ui/domain';
import sharp from 'sharp';

import { HttpError } from '../lib/http-errors';

/** Bumped whenever the variants' encoding changes: the seed's disk cache is keyed by it. */
export const MEDIA_PIPELINE_VERSION = 1;

export const DEFAULT_MEDIA_MAX_BYTES = 20 * 1024 * 1024;
/** 50 megapixels: a 48 MP phone photo passes, a decompression bomb does not. */
export const DEFAULT_MEDIA_MAX_PIXELS = 50_000_000;

export interface MediaLimits {
  /** Largest upload in bytes (MEDIA_MAX_BYTES): over it, 413. */
  maxBytes: number;
  /** Most pixels of a photo (MEDIA_MAX_PIXELS): over it, 422 before it is decoded. */
  maxPixels: number;
}

export const DEFAULT_MEDIA_LIMITS: MediaLimits = {
  maxBytes: DEFAULT_MEDIA_MAX_BYTES,
  maxPixels: DEFAULT_MEDIA_MAX_PIXELS,
};

/**
 * Encoder settings, chosen for two cores: a 2400x1600 JPEG makes its 16 files in about 2-3 s
 * (README, "Photos"). AVIF effort 2 of 9 (the default 4 takes three times as long for a few per
 * cent), WebP effort 4, JPEG with mozjpeg (smaller at the same quality, progressive).
 */
const ENCODERS: Record<MediaFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 52, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 78, effort: 4 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true, progressive: true }),
};

/** The og variant is stored beside the others under this format name (served as og.jpg). */
export const OG_FORMAT = 'og';
export type StoredFormat = MediaFormat | typeof OG_FORMAT;

export interface ProcessedVariant {
  width: number;
  height: number;
  format: StoredFormat;
  bytes: Buffer;
  etag: string;
}

export interface ProcessedMedia {
  /** mediaId(sha256 of the original, width, height). */
  id: string;
  width: number;
  height: number;
  /** The original's type, read from its bytes. */
  originalType: string;
  original: Buffer;
  variants: ProcessedVariant[];
}

/** Types read from the bytes, and what they are called in a message. */
const ACCEPTED = 'JPEG, PNG, WebP, AVIF or HEIC';
export const UNSUPPORTED_TYPE_MESSAGE = `This file is not a photo we can use: send a ${ACCEPTED} image.`;
export const CORRUPT_MESSAGE = 'This photo is damaged or incomplete: it cannot be read.';
export const POLYGLOT_MESSAGE =
  'This file is a photo and something else at once (it carries markup, a script or an archive): it is refused.';
export const tooLargeMessage = (limits: MediaLimits) =>
  `The photo is over ${Math.round(limits.maxBytes / (1024 * 1024))} MB.`;
export const tooManyPixelsMessage = (limits: MediaLimits) =>
  `The photo has more than ${Math.round(limits.maxPixels / 1_000_000)} megapixels.`;

/**
 * The format the first bytes announce (magic numbers), whatever the file is called or whatever
 * Content-Type came with it.
 */
export function sniffImageType(bytes: Buffer): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'image/png';
  }
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  if (bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (brand === 'avif' || brand === 'avis') return 'image/avif';
    if (['heic', 'heix', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  return null;
}

/**
 * Markers of another kind of file inside a photo: HTML or SVG markup, a script, PHP. A photo's
 * compressed data is close to random bytes, so a marker must be one a parser acts on, not a few
 * letters: a tag followed by a tag-terminating byte (space or '>', as the WHATWG MIME Sniffing
 * standard's HTML patterns have it), `<?php` followed by white space. Bare `<svg` turns up by
 * chance in about one 3 MB photo in 150; these, in about one in twenty thousand.
 */
const POLYGLOT_MARKERS = [/<(?:script|html|svg|iframe|!doctype)[ >]/i, /<\?php\s/i, /javascript:/i];
/** A ZIP archive's end-of-central-directory record: signature, 16 bytes, comment length. */
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const ZIP_END_RECORD = 22;
const ZIP_END_SEARCH = ZIP_END_RECORD + 0xffff;

/**
 * A ZIP archive appended to the photo, as unzip tools find it: the end record in the last 64 KB,
 * its comment running exactly to the end of the file (a signature alone turns up by chance).
 */
function endsWithZip(bytes: Buffer): boolean {
  const from = Math.max(0, bytes.length - ZIP_END_SEARCH);
  for (let at = bytes.lastIndexOf(ZIP_END); at >= from; at = bytes.lastIndexOf(ZIP_END, at - 1)) {
    if (
      at + ZIP_END_RECORD <= bytes.length &&
      at + ZIP_END_RECORD + bytes.readUInt16LE(at + 20) === bytes.length
    ) {
      return true;
    }
    if (at === 0) break;
  }
  return false;
}

export function isPolyglot(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  return POLYGLOT_MARKERS.some((marker) => marker.test(text)) || endsWithZip(bytes);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** sharp's errors that mean "too many pixels" rather than "damaged". */
const PIXEL_LIMIT_ERROR = /pixel limit/i;

function readError(error: unknown, limits: MediaLimits): HttpError {
  const message = error instanceof Error ? error.message : String(error);
  if (PIXEL_LIMIT_ERROR.test(message)) return new HttpError(422, tooManyPixelsMessage(limits));
  return new HttpError(422, CORRUPT_MESSAGE);
}

/**
 * Checks an upload and makes its variants. Throws an HttpError: 413 over maxBytes, 415 when the
 * bytes are not one of the accepted types, 422 for a polyglot, a damaged file or too many pixels.
 */
export async function processMedia(
  original: Buffer,
  limits: MediaLimits = DEFAULT_MEDIA_LIMITS,
): Promise<ProcessedMedia> {
  if (original.length > limits.maxBytes) throw new HttpError(413, tooLargeMessage(limits));
  const sniffed = sniffImageType(original);
  if (!sniffed) throw new HttpError(415, UNSUPPORTED_TYPE_MESSAGE);
  if (isPolyglot(original)) throw new HttpError(422, POLYGLOT_MESSAGE);

  const input = () =>
    sharp(original, {
      // sharp's strictest level (its default): truncation, decode errors and corrupt data all refuse.
      failOn: 'warning',
      limitInputPixels: limits.maxPixels,
      sequentialRead: true,
    });
  let metadata: sharp.Metadata;
  try {
    metadata = await input().metadata();
  } catch (error) {
    throw readError(error, limits);
  }
  // sharp reads AVIF and HEIC both as 'heif'; a type sharp names otherwise than the bytes did is
  // not one of ours (a JPEG header in front of something else).
  const readAs = metadata.format === 'heif' ? 'heif' : metadata.format;
  const expected = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' }[sniffed];
  if (readAs !== (expected ?? 'heif')) throw new HttpError(415, UNSUPPORTED_TYPE_MESSAGE);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > limits.maxPixels) {
    throw new HttpError(422, tooManyPixelsMessage(limits));
  }

  // One decode: the photo upright, in sRGB, at the widest variant's size, kept raw in memory; every
  // file is encoded from it (a 2400 px JPEG is not decoded sixteen times).
  const { width, height } = metadata.autoOrient ?? metadata;
  const widths = mediaVariantWidths(width);
  const widest = widths[widths.length - 1]!;
  let master: { data: Buffer; info: sharp.OutputInfo };
  try {
    master = await input()
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw readError(error, limits);
  }
  const { channels } = master.info;
  const fromMaster = () =>
    sharp(master.data, {
      raw: { width: master.info.width, height: master.info.height, channels },
    });

  const id = mediaId(sha256(original), width, height);
  const jobs: Promise<ProcessedVariant>[] = [];
  for (const format of MEDIA_FORMATS) {
    for (const variantWidth of widths) {
      const variantHeight = mediaVariantHeight({ width, height }, variantWidth);
      let image = fromMaster().resize(variantWidth, variantHeight, { fit: 'fill' });
      if (format === 'jpeg') image = image.flatten({ background: '#ffffff' });
      jobs.push(
        ENCODERS[format](image)
          .toBuffer()
          .then((bytes) => ({
            width: variantWidth,
            height: variantHeight,
            format,
            bytes,
            etag: sha256(bytes),
          })),
      );
    }
  }
  jobs.push(
    ENCODERS.jpeg(
      fromMaster()
        .resize(MEDIA_OG_IMAGE.width, MEDIA_OG_IMAGE.height, {
          fit: 'cover',
          position: 'attention',
        })
        .flatten({ background: '#ffffff' }),
    )
      .toBuffer()
      .then((bytes) => ({
        width: MEDIA_OG_IMAGE.width,
        height: MEDIA_OG_IMAGE.height,
        format: OG_FORMAT,
        bytes,
        etag: sha256(bytes),
      })),
  );
  const variants = await Promise.all(jobs);
  const originalType = sniffed;
  return { id, width, height, originalType, original, variants };
}
