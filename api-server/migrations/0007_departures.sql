-- Issue 26: dated group departures with seats, travellers and the trip finder (docs/departures.md).

-- A destination's package facts: SPEC's themes it suits, nights and days, the months it runs as a
-- tailor-made trip (its season).
alter table destinations
  add column themes text[] not null default '{}',
  add column nights integer check (nights between 0 and 60),
  add column days   integer check (days between 1 and 61),
  add column months integer[] not null default '{}';

-- A departure: a destination on a start date with seats. end_date = start_date + the nights the
-- destination had when it was set (the server computes it). prices null = the destination's.
create table departures (
  id             uuid primary key default gen_random_uuid(),
  -- SPEC's DELETE of a destination keeps working: its departures go with it (their bookings keep
  -- the destination's name and their days, as a tailor-made booking does).
  destination_id uuid not null references destinations (id) on delete cascade,
  start_date     date not null,
  end_date       date not null,
  seats          integer not null check (seats between 1 and 500),
  prices         jsonb,
  pickup_points  text[] not null default '{}',
  note           text not null default '',
  open           boolean not null default true,
  cancelled_at   timestamptz,
  cancel_reason  text not null default '',
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now(),
  constraint departures_dates_check check (end_date >= start_date)
);
-- The finder reads the bookable departures by start date; a destination's page and the admin's
-- list read one destination's in date order.
create index departures_bookable_start_idx on departures (start_date)
  where cancelled_at is null and open;
create index departures_destination_start_idx on departures (destination_id, start_date);

-- A booking of a departure takes one seat per traveller; waitlisted ones wait for a seat.
alter table bookings
  add column departure_id uuid references departures (id) on delete set null,
  add column pickup_point text not null default '';
create index bookings_departure_idx on bookings (departure_id, stage, created_at)
  where departure_id is not null;

alter table bookings drop constraint bookings_stage_check;
alter table bookings add constraint bookings_stage_check
  check (stage in ('waitlisted', 'provisional', 'confirmed', 'paid', 'completed', 'cancelled',
                   'released'));

-- The travellers of a departure booking, in the order given (the person booking first). No
-- identity numbers: the agency checks ID on the day.
create table booking_travellers (
  booking_id uuid not null references bookings (id) on delete cascade,
  position   integer not null check (position >= 1),
  name       text not null,
  age        integer not null check (age between 0 and 120),
  gender     text not null check (gender in ('Female', 'Male', 'Other')),
  primary key (booking_id, position)
);

-- A waitlisted booking that gets a seat, and a booking moved to another departure when the
-- company cancels its own, are told like the other booking news.
alter table notifications drop constraint notifications_event_check;
alter table notifications add constraint notifications_event_check
  check (event in ('booking-created', 'contact-message', 'hold-ending', 'payment-recorded',
                   'booking-confirmed', 'booking-cancelled', 'booking-released', 'quote-set',
                   'instalment-due', 'hold-expiring', 'waitlist-promoted', 'departure-moved'));
insert into notification_settings (event, channel)
select event, channel
from unnest(array['waitlist-promoted', 'departure-moved']) as event,
     unnest(array['email', 'whatsapp']) as channel
on conflict do nothing;
