// The photo library (docs/architecture.md, "Photos"): photos and their variants in the database,
// and where the content shows each one (every image field of SPEC §3, and a blog's HTML).
import {
  MEDIA_FORMATS,
  MEDIA_LIBRARY_PREFIX,
  mediaVariantUrl,
  parseMediaId,
  parseMediaUrl,
  type MediaItem,
  type MediaUpload,
  type MediaUsage,
} from '@tours/shared-ui/domain';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import type { MediaVariantTable } from '../db/schema';
import type { ProcessedMedia } from '../services/media-pipeline';
import { toBlog } from './blogs-repository';
import { toDestination } from './destinations-repository';

/**
 * Bytes go in and out of the database as hex text (`decode`/`encode`): PGlite converts a bytea
 * parameter or result in JavaScript byte by byte, four to fifteen times slower than this (a
 * 250 KB variant: 7 ms instead of 100 ms to read). PostgreSQL takes it as well.
 */
const bytea = (bytes: Uint8Array) =>
  sql<Uint8Array>`decode(${Buffer.from(bytes).toString('hex')}, 'hex')`;
const hexOf = sql<string>`encode(bytes, 'hex')`.as('hex');

export interface StoredVariant {
  bytes: Buffer;
  etag: string;
  size: number;
}

interface MediaRow {
  id: string;
  width: number;
  height: number;
  alt: string;
  original_type: string;
  bytes: number;
  created_at: Date;
}

/** The upload answer of a stored photo: its variants (og.jpg apart) smallest first, avif first. */
export function toMediaUpload(row: Pick<MediaRow, 'id' | 'width' | 'height' | 'alt'>) {
  const ref = parseMediaId(row.id, MEDIA_LIBRARY_PREFIX)!;
  return (widths: number[]): MediaUpload => ({
    id: row.id,
    width: row.width,
    height: row.height,
    alt: row.alt,
    variants: MEDIA_FORMATS.flatMap((format) =>
      widths.map((width) => ({ width, format, url: mediaVariantUrl(ref, width, format) })),
    ),
  });
}

/** Ids of the library photos an address or an HTML text refers to. */
const LIBRARY_ID = /\/media\/library\/([0-9a-f]{16}-[1-9]\d{0,4}x[1-9]\d{0,4})\//g;
function idsIn(text: string): string[] {
  return [...text.matchAll(LIBRARY_ID)].map((match) => match[1]!);
}

export function createMediaRepository(db: Db) {
  async function widthsOf(ids: string[]): Promise<Map<string, number[]>> {
    const byId = new Map<string, number[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byId;
    const rows = await db
      .selectFrom('media_variant')
      .select(['media_id', 'width'])
      .where('media_id', 'in', ids)
      .where('format', '=', 'jpeg')
      .orderBy('width', 'asc')
      .execute();
    for (const row of rows) byId.get(row.media_id)?.push(row.width);
    return byId;
  }

  return {
    /**
     * Stores a processed photo and its variants. A photo with this id already stored is left as it
     * is (content-addressed: the same bytes); returns whether this call stored it.
     */
    async store(media: ProcessedMedia, alt: string): Promise<boolean> {
      const inserted = await db
        .insertInto('media')
        .values({
          id: media.id,
          width: media.width,
          height: media.height,
          alt,
          original: bytea(media.original),
          original_type: media.originalType,
          bytes: media.original.length,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) return false;
      await db
        .insertInto('media_variant')
        .values(
          media.variants.map((variant) => ({
            media_id: media.id,
            width: variant.width,
            height: variant.height,
            format: variant.format,
            bytes: bytea(variant.bytes),
            size: variant.bytes.length,
            etag: variant.etag,
          })),
        )
        .execute();
      return true;
    },

    /** The photo as the upload answers it, or null. */
    async find(id: string): Promise<MediaUpload | null> {
      const row = await db
        .selectFrom('media')
        .select(['id', 'width', 'height', 'alt'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const widths = await widthsOf([id]);
      return toMediaUpload(row)(widths.get(id) ?? []);
    },

    /** Every photo, newest first, with where the content shows it. */
    async list(): Promise<MediaItem[]> {
      const rows = await db
        .selectFrom('media')
        .select(['id', 'width', 'height', 'alt', 'original_type', 'bytes', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'asc')
        .execute();
      const widths = await widthsOf(rows.map((row) => row.id));
      const usage = await this.usage();
      return rows.map((row) => ({
        ...toMediaUpload(row)(widths.get(row.id) ?? []),
        bytes: row.bytes,
        originalType: row.original_type,
        createdAt: row.created_at.toISOString(),
        usedIn: usage.get(row.id) ?? [],
      }));
    },

    /** One served file, or null. */
    async variant(
      id: string,
      width: number,
      format: MediaVariantTable['format'],
    ): Promise<StoredVariant | null> {
      const row = await db
        .selectFrom('media_variant')
        .select([hexOf, 'etag', 'size'])
        .where('media_id', '=', id)
        .where('width', '=', width)
        .where('format', '=', format)
        .executeTakeFirst();
      return row ? { bytes: Buffer.from(row.hex, 'hex'), etag: row.etag, size: row.size } : null;
    },

    /** The Open Graph picture (og.jpg), or null. */
    async ogImage(id: string): Promise<StoredVariant | null> {
      const row = await db
        .selectFrom('media_variant')
        .select([hexOf, 'etag', 'size'])
        .where('media_id', '=', id)
        .where('format', '=', 'og')
        .executeTakeFirst();
      return row ? { bytes: Buffer.from(row.hex, 'hex'), etag: row.etag, size: row.size } : null;
    },

    async setAlt(id: string, alt: string): Promise<MediaUpload | null> {
      const row = await db
        .updateTable('media')
        .set({ alt })
        .where('id', '=', id)
        .returning(['id', 'width', 'height', 'alt'])
        .executeTakeFirst();
      if (!row) return null;
      const widths = await widthsOf([id]);
      return toMediaUpload(row)(widths.get(id) ?? []);
    },

    /** Deletes the photo and its variants; false when there was none. */
    async remove(id: string): Promise<boolean> {
      const result = await db.deleteFrom('media').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async count(): Promise<number> {
      const row = await db
        .selectFrom('media')
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow();
      return row.count;
    },

    /**
     * Where the content shows each library photo: every image field of destinations, popular
     * destinations, testimonials and blogs, and the images in a blog's HTML. Keyed by photo id.
     */
    async usage(): Promise<Map<string, MediaUsage[]>> {
      const usage = new Map<string, MediaUsage[]>();
      const add = (entity: MediaUsage['entity'], id: string, label: string, field: string) => {
        return (text: string) => {
          const found = [parseMediaUrl(text)?.id, ...idsIn(text)].filter(
            (value): value is string => !!value,
          );
          for (const mediaId of new Set(found)) {
            const list = usage.get(mediaId) ?? [];
            if (
              !list.some((use) => use.entity === entity && use.id === id && use.field === field)
            ) {
              list.push({ entity, id, label, field });
            }
            usage.set(mediaId, list);
          }
        };
      };
      const destinations = (await db.selectFrom('destinations').selectAll().execute()).map(
        toDestination,
      );
      for (const destination of destinations) {
        const seen = (field: string) =>
          add('destination', destination._id, destination.name, field);
        seen('image')(destination.image);
        destination.siteImages.forEach(seen('siteImages'));
        destination.hotelImages.forEach(seen('hotelImages'));
      }
      const popular = await db
        .selectFrom('popular_destinations')
        .select(['id', 'title', 'src'])
        .execute();
      for (const row of popular) add('popular', row.id, row.title, 'src')(row.src);
      const testimonials = await db
        .selectFrom('testimonials')
        .select(['id', 'name', 'title', 'image'])
        .execute();
      for (const row of testimonials) add('testimonial', row.id, row.title, 'image')(row.image);
      const blogs = (await db.selectFrom('blogs').selectAll().execute()).map(toBlog);
      for (const blog of blogs) {
        const seen = (field: string) => add('blog', blog._id, blog.title, field);
        seen('coverImage')(blog.coverImage);
        blog.gallery.forEach(seen('gallery'));
        seen('mainContent')(blog.mainContent);
      }
      return usage;
    },
  };
}

export type MediaRepository = ReturnType<typeof createMediaRepository>;
