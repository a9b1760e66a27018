// The demo photographs (media/photos, README there) in the photo library: the demo content stores
// their library addresses (mediaUrl), and the seed puts each photo through the same pipeline as
// an upload (services/media-pipeline.ts). Encoding 66 photos takes minutes on two cores, so the
// processed files are kept on disk (MEDIA_CACHE_DIR, default api-server/.media-cache, gitignored),
// keyed by the original's hash and the pipeline's version: every later seed only reads them.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

import { mediaId, mediaUrl, parseMediaId } from '@tours/shared-ui/domain';
import { sql } from 'kysely';

import { DEFAULT_MEDIA_CACHE_DIR, PACKAGE_DIR } from '../config';
import type { Db } from '../db/database';
import { createMediaRepository } from '../repositories/media-repository';
import {
  DEFAULT_MEDIA_LIMITS,
  MEDIA_PIPELINE_VERSION,
  processMedia,
  type ProcessedMedia,
  type ProcessedVariant,
} from '../services/media-pipeline';

export const DEMO_PHOTOS_DIR = path.join(PACKAGE_DIR, 'media', 'photos');

/** seed-demo-content's marker (not imported: that module imports the content, which imports this). */
const CONTENT_SEEDED_KEY = 'demo_content_seeded_at';
/** Marks that every demo photo is in the library (a start after a crash finishes the job). */
export const PHOTOS_LOADED_KEY = 'demo_photos_loaded_at';

/** The size of a baseline or progressive JPEG, from its SOF segment (the demo photos carry no EXIF). */
export function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) break;
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('Not a JPEG with a frame header.');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const ids = new Map<string, string>();

/** The library id of a demo photo (`destinations/darjeeling-1.jpg`), read from its bytes. */
export function demoPhotoId(name: string, dir = DEMO_PHOTOS_DIR): string {
  const file = path.join(dir, name);
  let id = ids.get(file);
  if (!id) {
    const bytes = readFileSync(file);
    const { width, height } = jpegSize(bytes);
    id = mediaId(sha256(bytes), width, height);
    ids.set(file, id);
  }
  return id;
}

/** The address the demo content stores for a demo photo: its largest JPEG in the library. */
export function demoPhoto(name: string): string {
  return mediaUrl(parseMediaId(demoPhotoId(name))!);
}

/** Every demo photo, as `folder/name.jpg`, in name order. */
export function demoPhotoNames(dir = DEMO_PHOTOS_DIR): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.jpg'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

interface CacheMeta {
  id: string;
  width: number;
  height: number;
  originalType: string;
  variants: Omit<ProcessedVariant, 'bytes'>[];
}

const variantFile = (variant: Pick<ProcessedVariant, 'format' | 'width'>) =>
  `${variant.format}-${variant.width}`;

/** The processed photo from the cache, or null when it is not there (or not whole). */
function readCached(dir: string, original: Buffer): ProcessedMedia | null {
  try {
    const meta = JSON.parse(readFileSync(path.join(dir, 'meta.json'), 'utf8')) as CacheMeta;
    const variants = meta.variants.map((variant) => ({
      ...variant,
      bytes: readFileSync(path.join(dir, variantFile(variant))),
    }));
    return { ...meta, original, variants };
  } catch {
    return null;
  }
}

/** Writes a processed photo into the cache: into a scratch folder first, renamed when whole. */
function writeCached(dir: string, media: ProcessedMedia): void {
  const scratch = `${dir}.${process.pid}.tmp`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  for (const variant of media.variants) {
    writeFileSync(path.join(scratch, variantFile(variant)), variant.bytes);
  }
  const meta: CacheMeta = {
    id: media.id,
    width: media.width,
    height: media.height,
    originalType: media.originalType,
    variants: media.variants.map(({ bytes: _bytes, ...rest }) => rest),
  };
  writeFileSync(path.join(scratch, 'meta.json'), JSON.stringify(meta));
  try {
    renameSync(scratch, dir);
  } catch {
    // Another process cached the same photo first: its copy is as good.
    rmSync(scratch, { recursive: true, force: true });
  }
}

export interface DemoPhotoOptions {
  photosDir?: string;
  /** null = no disk cache (every photo encoded again). */
  cacheDir?: string | null;
  /** Stop between two photos (the app is closing); the job is then not marked done. */
  signal?: AbortSignal;
}

/** One demo photo through the pipeline, or from the cache when it was processed before. */
export async function processDemoPhoto(
  name: string,
  options: DemoPhotoOptions = {},
): Promise<{ media: ProcessedMedia; cached: boolean }> {
  const photosDir = options.photosDir ?? DEMO_PHOTOS_DIR;
  const cacheDir = options.cacheDir === undefined ? DEFAULT_MEDIA_CACHE_DIR : options.cacheDir;
  const original = readFileSync(path.join(photosDir, name));
  const key = `v${MEDIA_PIPELINE_VERSION}/${sha256(original)}`;
  const dir = cacheDir ? path.join(cacheDir, key) : null;
  const cached = dir ? readCached(dir, original) : null;
  if (cached) return { media: cached, cached: true };
  const media = await processMedia(original, DEFAULT_MEDIA_LIMITS);
  if (dir) writeCached(dir, media);
  return { media, cached: false };
}

/**
 * The alt text of each demo photo: its line in the folder's README
 * (`- \`destinations/darjeeling-1.jpg\` (2400×1600): Kanchenjunga at dawn...`).
 */
export function demoPhotoAlts(dir = DEMO_PHOTOS_DIR): Map<string, string> {
  const alts = new Map<string, string>();
  let readme = '';
  try {
    readme = readFileSync(path.join(dir, 'README.md'), 'utf8');
  } catch {
    return alts;
  }
  for (const match of readme.matchAll(/^- `([^`]+\.jpg)` \([^)]*\): (.+)$/gm)) {
    alts.set(match[1]!, match[2]!.trim());
  }
  return alts;
}

/** Whether every demo photo is in the disk cache (the seed then takes seconds, not minutes). */
export function demoPhotosCached(options: DemoPhotoOptions = {}): boolean {
  const photosDir = options.photosDir ?? DEMO_PHOTOS_DIR;
  const cacheDir = options.cacheDir === undefined ? DEFAULT_MEDIA_CACHE_DIR : options.cacheDir;
  if (!cacheDir) return false;
  return demoPhotoNames(photosDir).every((name) => {
    const key = sha256(readFileSync(path.join(photosDir, name)));
    return existsSync(path.join(cacheDir, `v${MEDIA_PIPELINE_VERSION}`, key, 'meta.json'));
  });
}

export interface DemoPhotosResult {
  stored: number;
  fromCache: number;
  encoded: number;
  ms: number;
}

/**
 * Puts every demo photo into the library (a photo already there is left as it is), then marks the
 * job done. Each photo is stored in its own short transaction: replicas starting together may
 * both run this, and the same bytes are the same row.
 */
export async function loadDemoPhotos(
  db: Db,
  options: DemoPhotoOptions = {},
): Promise<DemoPhotosResult> {
  const started = Date.now();
  const result: DemoPhotosResult = { stored: 0, fromCache: 0, encoded: 0, ms: 0 };
  const photosDir = options.photosDir ?? DEMO_PHOTOS_DIR;
  const alts = demoPhotoAlts(photosDir);
  for (const name of demoPhotoNames(photosDir)) {
    if (options.signal?.aborted) return { ...result, ms: Date.now() - started };
    const { media, cached } = await processDemoPhoto(name, options);
    if (media.id !== demoPhotoId(name, photosDir)) {
      throw new Error(`The pipeline named ${name} ${media.id}, the demo content another id.`);
    }
    result[cached ? 'fromCache' : 'encoded'] += 1;
    const stored = await db
      .transaction()
      .execute((trx) => createMediaRepository(trx).store(media, alts.get(name) ?? ''));
    if (stored) result.stored += 1;
  }
  const now = new Date().toISOString();
  await db
    .insertInto('app_meta')
    .values({ key: PHOTOS_LOADED_KEY, value: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({ value: now, updated_at: sql`now()` }),
    )
    .execute();
  result.ms = Date.now() - started;
  return result;
}

/** Whether the demo photos still have to be loaded: the content was seeded, the photos not all. */
export async function demoPhotosPending(db: Db): Promise<boolean> {
  const rows = await db
    .selectFrom('app_meta')
    .select('key')
    .where('key', 'in', [CONTENT_SEEDED_KEY, PHOTOS_LOADED_KEY])
    .execute();
  const keys = new Set(rows.map((row) => row.key));
  return keys.has(CONTENT_SEEDED_KEY) && !keys.has(PHOTOS_LOADED_KEY);
}
