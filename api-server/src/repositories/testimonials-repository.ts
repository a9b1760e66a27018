import type { Testimonial, TestimonialInput } from '@tours/shared-ui/domain';
import { sql } from 'kysely';

import type { Db } from '../db/database';
import type { TestimonialRow } from '../db/schema';
import { deleteById, isUuid } from './uuid';

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    title: row.title,
    feedback: row.feedback,
  };
}

export function createTestimonialsRepository(db: Db) {
  return {
    async list(): Promise<Testimonial[]> {
      const rows = await db
        .selectFrom('testimonials')
        .selectAll()
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toTestimonial);
    },

    async create(input: TestimonialInput): Promise<Testimonial> {
      const row = await db
        .insertInto('testimonials')
        .values({
          name: input.name,
          image: input.image,
          title: input.title,
          feedback: input.feedback,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTestimonial(row);
    },

    async update(id: string, input: TestimonialInput): Promise<Testimonial | null> {
      if (!isUuid(id)) return null;
      const row = await db
        .updateTable('testimonials')
        .set({
          name: input.name,
          image: input.image,
          title: input.title,
          feedback: input.feedback,
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      return row ? toTestimonial(row) : null;
    },

    remove(id: string): Promise<boolean> {
      return deleteById(db, 'testimonials', id);
    },
  };
}

export type TestimonialsRepository = ReturnType<typeof createTestimonialsRepository>;
