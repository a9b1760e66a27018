// Kysely's view of the tables created by migrations/*.sql (snake_case, as stored).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

import type { BlogStatus, HotelCategory, Itinerary } from '@tours/shared-ui/domain';

/** now() on insert; repositories set it on update. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `date` columns come back as 'YYYY-MM-DD' text: both drivers are configured not to build Dates. */
type DateText = ColumnType<string, string, string>;

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: Timestamp;
}

export interface DestinationsTable {
  id: Generated<string>;
  name: string;
  slug: string;
  map: string;
  image: string;
  info: string;
  description: string;
  price: string[];
  highlights: string[];
  itinerary: Itinerary;
  package_inclusions: string[];
  package_exclusions: string[];
  hotel_images: string[];
  site_images: string[];
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PopularDestinationsTable {
  id: Generated<string>;
  title: string;
  description: string;
  src: string;
  path: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TestimonialsTable {
  id: Generated<string>;
  name: string;
  image: string;
  title: string;
  feedback: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string;
  message: string;
  checked: Generated<boolean>;
  created_at: Timestamp;
}

export interface BlogsTable {
  id: Generated<string>;
  title: string;
  slug: string;
  author: string;
  cover_image: string;
  category: string;
  tags: string[];
  introduction: string;
  main_content: string;
  gallery: string[];
  meta_title: string;
  meta_description: string;
  meta_keywords: string[];
  status: BlogStatus;
  published_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingsTable {
  id: Generated<string>;
  name: string;
  phone: string;
  destination: string;
  check_in: DateText;
  check_out: DateText;
  adults: number;
  children: Generated<number>;
  category: HotelCategory;
  message: Generated<string>;
  status: Generated<boolean>;
  created_at: Timestamp;
}

export interface DatabaseSchema {
  app_meta: AppMetaTable;
  schema_migrations: SchemaMigrationsTable;
  destinations: DestinationsTable;
  popular_destinations: PopularDestinationsTable;
  testimonials: TestimonialsTable;
  contact_messages: ContactMessagesTable;
  blogs: BlogsTable;
  bookings: BookingsTable;
}

export type DestinationRow = Selectable<DestinationsTable>;
export type NewDestinationRow = Insertable<DestinationsTable>;
export type DestinationRowUpdate = Updateable<DestinationsTable>;
export type PopularDestinationRow = Selectable<PopularDestinationsTable>;
export type TestimonialRow = Selectable<TestimonialsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type BlogRow = Selectable<BlogsTable>;
export type BookingRow = Selectable<BookingsTable>;
