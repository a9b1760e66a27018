-- Tables for every entity of SPEC §3. Lists are text[] (not jsonb) so that both drivers pass
-- JavaScript arrays as parameters the same way; the itinerary is one jsonb document because it is
-- always read and written whole.

create table app_meta (
  key        text primary key,
  value      text not null,
  updated_at timestamptz not null default now()
);

create table destinations (
  id                 uuid primary key default gen_random_uuid(),
  name               text not null,
  slug               text not null,
  map                text not null default '',
  image              text not null default '',
  info               text not null default '',
  description        text not null default '',
  price              text[] not null default '{}',
  highlights         text[] not null default '{}',
  itinerary          jsonb not null default '{"duration": "", "dayWisePlan": {}}',
  package_inclusions text[] not null default '{}',
  package_exclusions text[] not null default '{}',
  hotel_images       text[] not null default '{}',
  site_images        text[] not null default '{}',
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now(),
  constraint destinations_slug_key unique (slug),
  constraint destinations_slug_not_blank check (slug <> '')
);

create table popular_destinations (
  id          uuid primary key default gen_random_uuid(),
  title       text not null,
  description text not null default '',
  src         text not null default '',
  path        text not null default '',
  created_at  timestamptz not null default now(),
  updated_at  timestamptz not null default now()
);

create table testimonials (
  id         uuid primary key default gen_random_uuid(),
  name       text not null,
  image      text not null default '',
  title      text not null default '',
  feedback   text not null default '',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table contact_messages (
  id         uuid primary key default gen_random_uuid(),
  name       text not null,
  email      text not null,
  phone      text not null,
  message    text not null,
  checked    boolean not null default false,
  created_at timestamptz not null default now()
);

-- The admin table lists the newest messages first.
create index contact_messages_created_at_idx on contact_messages (created_at desc);

create table blogs (
  id               uuid primary key default gen_random_uuid(),
  title            text not null,
  slug             text not null,
  author           text not null default '',
  cover_image      text not null default '',
  category         text not null default '',
  tags             text[] not null default '{}',
  introduction     text not null default '',
  main_content     text not null default '',
  gallery          text[] not null default '{}',
  meta_title       text not null default '',
  meta_description text not null default '',
  meta_keywords    text[] not null default '{}',
  status           text not null default 'Draft',
  published_date   date,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  constraint blogs_slug_key unique (slug),
  constraint blogs_status_check check (status in ('Draft', 'Published'))
);

-- The public list reads only Published blogs, newest first.
create index blogs_status_published_date_idx on blogs (status, published_date desc);

create table bookings (
  id          uuid primary key default gen_random_uuid(),
  name        text not null,
  phone       text not null,
  destination text not null,
  check_in    date not null,
  check_out   date not null,
  adults      integer not null,
  children    integer not null default 0,
  category    text not null,
  message     text not null default '',
  status      boolean not null default false,
  created_at  timestamptz not null default now(),
  constraint bookings_adults_check check (adults >= 1),
  constraint bookings_children_check check (children >= 0),
  constraint bookings_category_check check (category in ('Budget', 'Deluxe', 'Luxury'))
);

create index bookings_created_at_idx on bookings (created_at desc);
