-- Issue 14: notifications that are never lost (docs/architecture.md, "Mail and notifications").
-- 0003 is left to the media tables of another change: the migrator applies every file it has not
-- recorded in schema_migrations, in name order, so a gap is fine, and a 0003 that arrives after
-- this file was applied is applied at the next start (the two touch different tables).

-- The outbox: one row per message to send, written in the same transaction as the change that
-- caused it (app.transaction's hook). The worker (plugins/notifications.ts) claims due rows with
-- FOR UPDATE SKIP LOCKED and a lease (next_attempt_at moved ahead while it sends), marks a row
-- sent only after the server accepted it, retries with exponential backoff and gives up
-- ('failed') after the last attempt.
create table notifications (
  id                 uuid primary key default gen_random_uuid(),
  event              text not null check (event in ('booking-created', 'contact-message', 'hold-ending',
                       'payment-recorded', 'booking-confirmed', 'booking-cancelled', 'booking-released')),
  channel            text not null check (channel in ('email', 'whatsapp')),
  audience           text not null check (audience in ('agency', 'traveller')),
  recipient          text not null,
  booking_id         uuid references bookings (id) on delete cascade,
  contact_message_id uuid references contact_messages (id) on delete cascade,
  -- The facts the message is rendered from, as they were when it was written (a snapshot).
  data               jsonb not null,
  status             text not null default 'pending' check (status in ('pending', 'sent', 'failed')),
  attempts           integer not null default 0 check (attempts >= 0),
  next_attempt_at    timestamptz not null default now(),
  last_error         text,
  -- The Message-ID header, the same on every attempt: a resend after a crash can be told apart.
  message_id         text not null unique,
  created_at         timestamptz not null default now(),
  sent_at            timestamptz,
  constraint notifications_sent_at check ((status = 'sent') = (sent_at is not null))
);
create index notifications_due_idx on notifications (next_attempt_at) where status = 'pending';
create index notifications_booking_idx on notifications (booking_id, created_at);
create index notifications_status_idx on notifications (status, created_at desc);

-- Each event on or off per channel (GET/PUT /api/notification-settings). Every pair is listed;
-- all are on until the agency turns one off.
create table notification_settings (
  event      text not null,
  channel    text not null check (channel in ('email', 'whatsapp')),
  enabled    boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (event, channel)
);
insert into notification_settings (event, channel)
select event, channel
from unnest(array['booking-created', 'contact-message', 'hold-ending', 'payment-recorded',
                  'booking-confirmed', 'booking-cancelled', 'booking-released']) as event,
     unnest(array['email', 'whatsapp']) as channel;
