-- Issue 29 (docs/i18n.md, 'Content translations'): the agency's content in Bengali and Hindi,
-- one table per kind of record, keyed by the record and the locale (as Directus, Payload and
-- Saleor store translations). `fields` holds only the translatable fields that were translated
-- (each optional: an absent or empty one reads in English, field by field); the English stays on
-- the record itself. Deleting a record deletes its translations.
create table destination_translations (
  destination_id uuid not null references destinations (id) on delete cascade,
  locale         text not null check (locale in ('bn', 'hi')),
  fields         jsonb not null check (jsonb_typeof(fields) = 'object'),
  updated_at     timestamptz not null default now(),
  primary key (destination_id, locale)
);

create table popular_translations (
  popular_id uuid not null references popular_destinations (id) on delete cascade,
  locale     text not null check (locale in ('bn', 'hi')),
  fields     jsonb not null check (jsonb_typeof(fields) = 'object'),
  updated_at timestamptz not null default now(),
  primary key (popular_id, locale)
);

create table testimonial_translations (
  testimonial_id uuid not null references testimonials (id) on delete cascade,
  locale         text not null check (locale in ('bn', 'hi')),
  fields         jsonb not null check (jsonb_typeof(fields) = 'object'),
  updated_at     timestamptz not null default now(),
  primary key (testimonial_id, locale)
);

create table blog_translations (
  blog_id    uuid not null references blogs (id) on delete cascade,
  locale     text not null check (locale in ('bn', 'hi')),
  fields     jsonb not null check (jsonb_typeof(fields) = 'object'),
  updated_at timestamptz not null default now(),
  primary key (blog_id, locale)
);

create table departure_translations (
  departure_id uuid not null references departures (id) on delete cascade,
  locale       text not null check (locale in ('bn', 'hi')),
  fields       jsonb not null check (jsonb_typeof(fields) = 'object'),
  updated_at   timestamptz not null default now(),
  primary key (departure_id, locale)
);
