import type { Blog, BlogInput, BlogStatus } from '@tours/shared-ui/domain';
import { sql, type Insertable } from 'kysely';

import type { Db } from '../db/database';
import type { BlogRow, BlogsTable } from '../db/schema';
import { entityRepository, isUuid } from './entity-repository';

export function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    title: row.title,
    slug: row.slug,
    author: row.author,
    coverImage: row.cover_image,
    category: row.category,
    tags: row.tags,
    introduction: row.introduction,
    mainContent: row.main_content,
    gallery: row.gallery,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: row.meta_keywords,
    status: row.status,
    publishedDate: row.published_date,
  };
}

function toRow(input: BlogInput): Insertable<BlogsTable> {
  return {
    title: input.title,
    slug: input.slug,
    author: input.author,
    cover_image: input.coverImage,
    category: input.category,
    tags: input.tags,
    introduction: input.introduction,
    main_content: input.mainContent,
    gallery: input.gallery,
    meta_title: input.metaTitle,
    meta_description: input.metaDescription,
    meta_keywords: input.metaKeywords,
    status: input.status,
    published_date: input.publishedDate,
  };
}

export interface BlogFilter {
  /** Only blogs with this status (the public site asks for 'Published'). */
  status?: BlogStatus;
}

export function createBlogsRepository(db: Db) {
  const blogs = entityRepository(db, {
    table: 'blogs',
    toEntity: toBlog,
    toRow,
    orderBy: { column: 'created_at', direction: 'desc' },
    touchesUpdatedAt: true,
  });
  return {
    ...blogs,

    /** Newest publication first; drafts (no date) after, newest written first. */
    async list(filter: BlogFilter = {}): Promise<Blog[]> {
      let query = db.selectFrom('blogs').selectAll();
      if (filter.status) query = query.where('status', '=', filter.status);
      const rows = await query
        .orderBy('published_date', (order) => order.desc().nullsLast())
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(toBlog);
    },

    async findBySlug(slug: string, filter: BlogFilter = {}): Promise<Blog | null> {
      let query = db.selectFrom('blogs').selectAll().where('slug', '=', slug);
      if (filter.status) query = query.where('status', '=', filter.status);
      const row = await query.executeTakeFirst();
      return row ? toBlog(row) : null;
    },

    /** Distinct non-empty categories of Published blogs, alphabetical. */
    async categories(): Promise<string[]> {
      const rows = await db
        .selectFrom('blogs')
        .select('category')
        .distinct()
        .where('status', '=', 'Published')
        .where('category', '<>', '')
        .orderBy('category')
        .execute();
      return rows.map((row) => row.category);
    },

    /** Publishing a blog without a date dates it today, so it sorts among the newest. */
    async setStatus(id: string, status: BlogStatus): Promise<Blog | null> {
      if (!isUuid(id)) return null;
      const row = await db
        .updateTable('blogs')
        .set({
          status,
          updated_at: sql`now()`,
          ...(status === 'Published'
            ? { published_date: sql<string>`coalesce(published_date, current_date)` }
            : {}),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toBlog(row) : null;
    },
  };
}

export type BlogsRepository = ReturnType<typeof createBlogsRepository>;
