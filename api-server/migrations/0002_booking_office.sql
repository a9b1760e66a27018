-- The booking office (docs/booking-office.md, "Tables"): stages, references, holds, quotes, the
-- payments ledger, cancellations and refunds, the agency's holidays, each booking's timeline and
-- the append-only audit log of every admin write. Existing bookings are moved in place: SPEC's
-- status true becomes confirmed, false provisional, and each gets a reference; nothing is lost.

alter table bookings
  add column reference         text,
  add column stage             text not null default 'provisional',
  add column hold_until        timestamptz,
  add column quoted_total      integer,
  add column received          integer not null default 0,
  add column source            text not null default 'website',
  add column email             text not null default '',
  add column confirmed_by_hand boolean not null default false,
  add column updated_at        timestamptz not null default now();

-- Stage from SPEC's boolean: true -> confirmed (by hand: no payments existed), false -> provisional.
update bookings
set stage = case when status then 'confirmed' else 'provisional' end,
    confirmed_by_hand = status;

-- References in order of arrival within each Asia/Kolkata month. `interval '+05:30'` is an ISO
-- offset (east of UTC); a POSIX name such as 'UTC+05:30' would be read with the sign reversed.
with numbered as (
  select id,
         to_char(created_at at time zone interval '+05:30', 'YYMM') as month,
         row_number() over (partition by to_char(created_at at time zone interval '+05:30', 'YYMM')
                            order by created_at, id) as seq
  from bookings
)
update bookings b
set reference = 'SPT-' || n.month || '-' ||
                case when n.seq < 10000 then lpad(n.seq::text, 4, '0') else n.seq::text end
from numbered n
where b.id = n.id;

create table booking_reference_counters (
  month         text primary key,  -- 'YYMM', Asia/Kolkata
  last_sequence integer not null
);

insert into booking_reference_counters (month, last_sequence)
select to_char(created_at at time zone interval '+05:30', 'YYMM'), count(*)
from bookings
group by 1;

-- Old requests get a fresh hold until the end (IST) of the second calendar day after the day of
-- the migration, so the agency can look at them before the job releases any (a working-day hold
-- needs the holidays, which are seeded after the migration).
update bookings
set hold_until = ((((now() at time zone interval '+05:30')::date + 3)::timestamp
                   - interval '1 millisecond') at time zone interval '+05:30');

alter table bookings
  alter column reference set not null,
  alter column hold_until set not null,
  add constraint bookings_reference_key unique (reference),
  add constraint bookings_stage_check
    check (stage in ('provisional', 'confirmed', 'paid', 'completed', 'cancelled', 'released')),
  add constraint bookings_status_matches_stage
    check (status = (stage in ('confirmed', 'paid', 'completed'))),
  add constraint bookings_source_check
    check (source in ('website', 'phone', 'office', 'whatsapp', 'email')),
  add constraint bookings_quoted_total_check check (quoted_total is null or quoted_total >= 0),
  add constraint bookings_received_check check (received >= 0);

-- SPEC's first rules allowed up to 100 adults and 100 children: rows of before that are above the
-- new bounds stay as they are (NOT VALID checks only new and changed rows).
alter table bookings
  add constraint bookings_adults_max check (adults <= 50) not valid,
  add constraint bookings_children_max check (children <= 50) not valid;

create index bookings_stage_hold_idx on bookings (stage, hold_until);    -- release job, dashboard
create index bookings_stage_check_in_idx on bookings (stage, check_in);  -- completion, trips ahead

-- DestinationPrices {Budget, Deluxe, Luxury, child}: whole rupees per person, or null when unset.
alter table destinations add column prices jsonb;

create table payments (
  id                uuid primary key default gen_random_uuid(),
  booking_id        uuid not null references bookings (id) on delete cascade,
  number            integer not null,
  amount            integer not null check (amount <> 0),
  paid_on           date not null,
  method            text not null check (method in ('upi', 'bank', 'cash', 'cheque')),
  reference         text not null default '',
  reason            text not null default '',
  reverses          uuid references payments (id) on delete cascade,
  recorded_by_uid   text not null,
  recorded_by_email text,
  created_at        timestamptz not null default now(),
  constraint payments_number_key unique (booking_id, number),
  constraint payments_reverses_key unique (reverses),
  constraint payments_reason_check check (amount > 0 or reason <> '')
);

create table booking_cancellations (
  booking_id        uuid primary key references bookings (id) on delete cascade,
  asked_on          date not null,
  days_before       integer not null,
  charge            integer not null check (charge >= 0),
  refund            integer not null check (refund >= 0),
  rule              text not null,
  rule_id           text not null,
  charge_by_hand    boolean not null,
  reason            text not null default '',
  recorded_by_uid   text not null,
  recorded_by_email text,
  created_at        timestamptz not null default now()
);

create table booking_refunds (
  booking_id    uuid primary key references bookings (id) on delete cascade,
  state         text not null check (state in ('approved', 'processed', 'confirmed')),
  amount        integer not null check (amount > 0),
  deadline      date not null,
  approved_at   timestamptz not null default now(),
  cheque_number text check (cheque_number ~ '^\d{6}$'),
  processed_on  date,
  confirmed_on  date,
  constraint booking_refunds_steps check (
    (state = 'approved' and cheque_number is null and processed_on is null
      and confirmed_on is null) or
    (state = 'processed' and cheque_number is not null and processed_on is not null
      and confirmed_on is null) or
    (state = 'confirmed' and cheque_number is not null and processed_on is not null
      and confirmed_on is not null))
);

create table holidays (
  date       date primary key,
  name       text not null,
  source     text not null check (source in ('seed', 'admin')),
  created_at timestamptz not null default now()
);

-- `seq` orders a booking's timeline: the events of one transaction share its now().
create table booking_events (
  id          uuid primary key default gen_random_uuid(),
  seq         bigint generated always as identity,
  booking_id  uuid not null references bookings (id) on delete cascade,
  type        text not null,
  at          timestamptz not null default now(),
  actor_uid   text,
  actor_email text,
  stage       text not null,
  summary     text not null
);
create index booking_events_booking_idx on booking_events (booking_id, seq);

insert into booking_events (booking_id, type, at, stage, summary)
select id, 'created', created_at, stage, 'Booking request received'
from bookings
order by created_at, id;

create table audit_log (
  id          bigint generated always as identity primary key,
  at          timestamptz not null default now(),
  actor_uid   text not null,
  actor_email text,
  entity      text not null,
  entity_id   text not null,
  action      text not null,
  summary     text not null,
  changes     jsonb not null default '{}'
);
create index audit_log_entity_idx on audit_log (entity, id desc);
create index audit_log_entity_id_idx on audit_log (entity, entity_id, id desc);

-- Ledger entries and audit entries are never changed: a wrong payment is reversed by a negative
-- entry, and the audit log only grows. (A payment goes with its booking when a person's data is
-- erased; the audit entries stay, and hold no personal values.)
create function refuse_change() returns trigger
language plpgsql as $$
begin
  raise exception '% is append-only: % refused', tg_table_name, tg_op
    using errcode = 'restrict_violation';
end;
$$;

create trigger payments_no_update
  before update on payments
  for each row execute function refuse_change();

create trigger audit_log_append_only
  before update or delete on audit_log
  for each row execute function refuse_change();

create trigger audit_log_no_truncate
  before truncate on audit_log
  for each statement execute function refuse_change();
