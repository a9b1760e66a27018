-- Issue 25: the booking office finished (docs/booking-office.md).

-- The day (Asia/Kolkata) the quoted total was last set: a confirmed booking's deposit falls due
-- then (the payment schedule). Old rows: the day of their last 'quote-set' event, else the day
-- they were made.
alter table bookings add column quoted_on date;
update bookings b
set quoted_on = coalesce(
  (select (max(e.at) at time zone interval '+05:30')::date
   from booking_events e where e.booking_id = b.id and e.type = 'quote-set'),
  (b.created_at at time zone interval '+05:30')::date)
where b.quoted_total is not null;

-- The search of GET /api/bookings?q=: a reference's last digits ("0009") match its end, read
-- through the reversed reference as a prefix; a phone number typed whole is an equality. Parts
-- of a name or an email are a scan of the bookings (fast enough for years of them).
create index bookings_reference_reversed_idx on bookings (reverse(reference) text_pattern_ops);
create index bookings_phone_idx on bookings (phone);

-- The reminders job (services/booking-office/reminders.ts): one row per message queued, unique
-- per booking, what it is about and the due day, so a reminder is never queued twice, whichever
-- replica's job gets there first; a reschedule that moves a due day may remind once more.
create table booking_reminders (
  booking_id uuid not null references bookings (id) on delete cascade,
  kind       text not null check (kind in ('deposit', 'before-journey', 'hold-expiring')),
  due_on     date not null,
  created_at timestamptz not null default now(),
  primary key (booking_id, kind, due_on)
);

-- The office's own numbers (GET/PUT /api/settings/booking-office), one row per name, the value
-- as JSON; a name with no row has its default (services/booking-office/settings.ts).
create table office_settings (
  name       text primary key,
  value      jsonb not null,
  updated_at timestamptz not null default now()
);

-- The quote message and the two reminders are notifications like the others.
alter table notifications drop constraint notifications_event_check;
alter table notifications add constraint notifications_event_check
  check (event in ('booking-created', 'contact-message', 'hold-ending', 'payment-recorded',
                   'booking-confirmed', 'booking-cancelled', 'booking-released', 'quote-set',
                   'instalment-due', 'hold-expiring'));
insert into notification_settings (event, channel)
select event, channel
from unnest(array['quote-set', 'instalment-due', 'hold-expiring']) as event,
     unnest(array['email', 'whatsapp']) as channel
on conflict do nothing;
