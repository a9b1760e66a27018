-- Issue 30: backups, their restore drill, and telling the agency when one fails (docs/backups.md).

-- One row per backup the API made (scheduled, or asked for by an admin or `npm run backup`).
-- A scheduled backup is claimed by inserting the row of its day (`slot`, the Asia/Kolkata date):
-- the unique slot is the database lock that lets one replica of several make it, never two.
-- A claim whose replica died (never finished within the lease) may be taken over.
create table backup_runs (
  id            uuid primary key default gen_random_uuid(),
  slot          text unique,
  trigger       text not null check (trigger in ('scheduled', 'manual', 'cli')),
  started_at    timestamptz not null default now(),
  finished_at   timestamptz,
  ok            boolean,
  file          text,
  size_bytes    bigint,
  sha256        text,
  error         text,
  drill_at      timestamptz,
  drill_ok      boolean,
  drill_error   text,
  -- Where the off-site copy went (s3://bucket/key), when BACKUP_S3_* are set.
  copied_to     text
);
create index backup_runs_started_idx on backup_runs (started_at desc);

-- The agency is emailed when a backup or its drill fails. The event is added to the outbox's
-- check whatever other events an earlier migration allowed (read from the constraint itself).
do $$
declare
  definition text;
begin
  select pg_get_constraintdef(oid) into definition
  from pg_constraint
  where conname = 'notifications_event_check' and conrelid = 'notifications'::regclass;
  if definition is not null and position('backup-failed' in definition) = 0 then
    alter table notifications drop constraint notifications_event_check;
    execute 'alter table notifications add constraint notifications_event_check '
      || replace(definition, 'ARRAY[', 'ARRAY[''backup-failed''::text, ');
  end if;
end
$$;
insert into notification_settings (event, channel)
values ('backup-failed', 'email'), ('backup-failed', 'whatsapp')
on conflict do nothing;
