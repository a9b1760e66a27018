// The agency's photo library: how a stored photo is addressed, which variants exist, and which
// image addresses the content may hold. The API makes and serves the variants; the admin and the
// public site build their URLs, srcsets and Open Graph images from the same functions.

/** Widths of the responsive variants made once at upload (a photo is never upscaled). */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const WIDEST = 1920;

/** Formats of every variant, best first (the order of <source> elements in a <picture>). */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The Open Graph picture of a photo: a JPEG cropped to the size link previews ask for. */
export const MEDIA_OG_IMAGE = { width: 1200, height: 630, file: 'og.jpg' } as const;

/** Where library photos are served, below the API's origin. */
export const MEDIA_LIBRARY_PREFIX = '/media/library/';

const EXTENSIONS: Record<MediaFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
const MIME_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * A library photo as named in a stored address. Its id is the hash of the original's bytes and the
 * size it displays at (orientation applied): `<16 hex>-<width>x<height>`, so a page knows the
 * variants and the aspect ratio from the address alone.
 */
export interface MediaRef {
  id: string;
  width: number;
  height: number;
  /** Everything before the id: `/media/library/` or `https://api.example/media/library/`. */
  base: string;
}

const ID_PATTERN = /^([0-9a-f]{16})-([1-9]\d{0,4})x([1-9]\d{0,4})$/;
const URL_PATTERN =
  /^(.*\/media\/library\/)([0-9a-f]{16}-[1-9]\d{0,4}x[1-9]\d{0,4})(?:\/[^/?#]*)?$/;

/** The id of a photo from the hash of its bytes (hex) and its displayed size. */
export function mediaId(hash: string, width: number, height: number): string {
  return `${hash.slice(0, 16)}-${width}x${height}`;
}

/** Reads an id back into its size, or null when it is not a library id. */
export function parseMediaId(id: string, base = MEDIA_LIBRARY_PREFIX): MediaRef | null {
  const match = ID_PATTERN.exec(id);
  if (!match) return null;
  return { id, width: Number(match[2]), height: Number(match[3]), base };
}

/** The library photo an address points at (any of its variants), or null for any other image. */
export function parseMediaUrl(url: string): MediaRef | null {
  const [, base, id] = URL_PATTERN.exec(url) ?? [];
  return base && id ? parseMediaId(id, base) : null;
}

/** The widths made for a photo `width` px wide: the standard ones below it, and its own if smaller. */
export function mediaVariantWidths(width: number): number[] {
  const largest = Math.min(width, WIDEST);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

/** The height of a variant `width` px wide, keeping the photo's shape. */
export function mediaVariantHeight(ref: Pick<MediaRef, 'width' | 'height'>, width: number): number {
  return Math.max(1, Math.round((ref.height * width) / ref.width));
}

export function mediaFileName(width: number, format: MediaFormat): string {
  return `${width}.${EXTENSIONS[format]}`;
}

export function mediaMimeType(format: MediaFormat): string {
  return MIME_TYPES[format];
}

/** The format a served file name asks for (`960.webp` → webp), or null. */
export function mediaFormatOfFile(fileName: string): MediaFormat | null {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1);
  return MEDIA_FORMATS.find((format) => EXTENSIONS[format] === extension) ?? null;
}

export function mediaVariantUrl(ref: MediaRef, width: number, format: MediaFormat): string {
  return `${ref.base}${ref.id}/${mediaFileName(width, format)}`;
}

/** The address stored in the content for a photo: its largest JPEG, which every client can show. */
export function mediaUrl(ref: MediaRef): string {
  return mediaVariantUrl(ref, Math.min(ref.width, WIDEST), 'jpeg');
}

/** A srcset of every variant of one format (`… 320w, … 640w`). */
export function mediaSrcSet(ref: MediaRef, format: MediaFormat): string {
  return mediaVariantWidths(ref.width)
    .map((width) => `${mediaVariantUrl(ref, width, format)} ${width}w`)
    .join(', ');
}

export function mediaOgImageUrl(ref: MediaRef): string {
  return `${ref.base}${ref.id}/${MEDIA_OG_IMAGE.file}`;
}

/**
 * Whether an image (or map) address may be stored: an absolute `http:`/`https:` URL, or a path the
 * API serves (`/media/...`). `javascript:`, `data:`, protocol-relative and other schemes are refused.
 */
export function isAllowedImageAddress(value: string): boolean {
  const address = value.trim();
  if (address.startsWith('/')) return address.startsWith('/media/') && !address.includes('..');
  try {
    const { protocol } = new URL(address);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** A variant of a library photo as the API lists it (url: a path below the API's origin). */
export interface MediaVariant {
  width: number;
  format: MediaFormat;
  url: string;
}

/** What POST /api/media answers: the stored photo and every variant made of it. */
export interface MediaUpload {
  id: string;
  width: number;
  height: number;
  alt: string;
  variants: MediaVariant[];
}

/** The content that shows a library photo (GET /api/media, a refused DELETE's 409). */
export interface MediaUsage {
  entity: 'destination' | 'popular' | 'testimonial' | 'blog';
  /** The record's `_id`. */
  id: string;
  /** Its name or title, as the admin lists it. */
  label: string;
  /** The field holding the photo: image, siteImages, hotelImages, src, coverImage, gallery, mainContent. */
  field: string;
}

/** A photo of the library as GET /api/media lists it, newest first. */
export interface MediaItem extends MediaUpload {
  /** Size of the original as uploaded, in bytes. */
  bytes: number;
  /** The original's type: image/jpeg, image/png, image/webp, image/avif or image/heic. */
  originalType: string;
  createdAt: string;
  usedIn: MediaUsage[];
}

/** The answer of a DELETE refused because the photo is shown somewhere (409). */
export interface MediaInUse {
  message: string;
  usedIn: MediaUsage[];
}

/** Text a photo's alt may hold at most. */
export const MEDIA_ALT_MAX = 300;
export const IMAGE_ADDRESS_MESSAGE =
  'Use an http:// or https:// address, or a photo from the library.';
