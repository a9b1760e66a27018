// Every repository over one Kysely instance (or one transaction: pass `trx` to write atomically).
import type { Db } from '../db/database';
import { createBlogsRepository } from './blogs-repository';
import { createBookingsRepository } from './bookings-repository';
import { createContactMessagesRepository } from './contact-messages-repository';
import { createDestinationsRepository } from './destinations-repository';
import { createPopularDestinationsRepository } from './popular-destinations-repository';
import { createTestimonialsRepository } from './testimonials-repository';

export function createRepositories(db: Db) {
  return {
    destinations: createDestinationsRepository(db),
    popularDestinations: createPopularDestinationsRepository(db),
    testimonials: createTestimonialsRepository(db),
    contactMessages: createContactMessagesRepository(db),
    blogs: createBlogsRepository(db),
    bookings: createBookingsRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
