-- Issue 15: the agency's own photos (docs/architecture.md, "Photos"). Stored in the database so
-- that every API replica serves the same files with no shared disk; a CDN in front caches them
-- for good (their addresses never change: the id is the hash of the original).

-- One row per photo. id = mediaId(sha256 of the original, width, height) of shared-ui: the same
-- bytes uploaded twice are the same photo. width/height are the displayed size (orientation
-- applied). The original is kept for re-processing; it is never served.
create table media (
  id            text primary key check (id ~ '^[0-9a-f]{16}-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}$'),
  width         integer not null check (width > 0),
  height        integer not null check (height > 0),
  alt           text not null default '',
  original      bytea not null,
  original_type text not null,
  bytes         integer not null check (bytes > 0),
  created_at    timestamptz not null default now()
);
create index media_created_idx on media (created_at desc);
-- Photos are compressed already: stored out of line without another compression attempt.
alter table media alter column original set storage external;

-- The files served at /media/library/<id>/<width>.<avif|webp|jpg> (made once at upload), and the
-- Open Graph picture at og.jpg (format 'og': a 1200x630 JPEG, cover crop).
create table media_variant (
  media_id text not null references media (id) on delete cascade,
  width    integer not null check (width > 0),
  height   integer not null check (height > 0),
  format   text not null check (format in ('avif', 'webp', 'jpeg', 'og')),
  bytes    bytea not null,
  size     integer not null check (size > 0),
  etag     text not null,
  primary key (media_id, width, format)
);
alter table media_variant alter column bytes set storage external;
