-- Online payments through Razorpay (issue 28, docs/payments.md): a payment link per instalment,
-- the provider's payments recorded once each, the webhooks nobody could match, the provider's
-- refunds, and the hourly reconciliation's turn.

-- A payment that came online is a ledger entry of its own kind.
alter table payments drop constraint payments_method_check;
alter table payments
  add constraint payments_method_check
    check (method in ('upi', 'bank', 'cash', 'cheque', 'online'));

-- One row per link made at Razorpay. A booking's instalment has at most one live link
-- ('creating' while a replica asks Razorpay for it, 'created' once it has its address); a new
-- amount makes a new version and the old one goes to 'cancelling' then 'cancelled'.
create table payment_links (
  id               uuid primary key default gen_random_uuid(),
  booking_id       uuid not null references bookings (id) on delete cascade,
  instalment       text not null check (instalment in ('deposit', 'before-journey')),
  version          integer not null check (version > 0),
  reference_id     text not null unique check (length(reference_id) <= 40),
  amount_paise     bigint not null check (amount_paise > 0),
  expire_by        timestamptz not null,
  status           text not null
    check (status in ('creating', 'created', 'cancelling', 'cancelled', 'paid', 'expired')),
  provider_link_id text unique,
  short_url        text,
  -- A replica that claimed the row asks Razorpay until then; after it, another may try again.
  lease_until      timestamptz not null default now(),
  last_error       text not null default '',
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  constraint payment_links_version_key unique (booking_id, instalment, version)
);

create unique index payment_links_live_idx on payment_links (booking_id, instalment)
  where status in ('creating', 'created');
create index payment_links_status_idx on payment_links (status, lease_until);

-- Every payment Razorpay told us of, once: the unique provider id is the key that makes a
-- retried webhook, a second event of the same payment and the reconciliation all one.
-- `flag`: '' recorded as expected; 'amount-differs' recorded, not the instalment's amount;
-- 'booking-closed' paid after a release or cancellation: not in the ledger, money to refund;
-- 'not-whole-rupees' recorded rounded down, the paise kept here.
create table online_payments (
  provider_payment_id text primary key,
  booking_id          uuid references bookings (id) on delete set null,
  link_id             uuid references payment_links (id) on delete set null,
  payment_id          uuid references payments (id) on delete set null,
  amount_paise        bigint not null check (amount_paise > 0),
  expected_paise      bigint,
  flag                text not null default ''
    check (flag in ('', 'amount-differs', 'booking-closed', 'not-whole-rupees')),
  source              text not null check (source in ('webhook', 'reconciliation')),
  paid_at             timestamptz not null,
  refund_id           text unique,
  refund_paise        bigint check (refund_paise is null or refund_paise > 0),
  refund_status       text check (refund_status in ('pending', 'processed', 'failed')),
  created_at          timestamptz not null default now()
);

create index online_payments_booking_idx on online_payments (booking_id);

-- A signed webhook we could not match to a booking (or of an event we do not handle with an
-- unknown reference): kept for the owner to look at, answered 200 so Razorpay stops retrying.
create table razorpay_events (
  id          uuid primary key default gen_random_uuid(),
  event       text not null,
  reference   text not null default '',
  reason      text not null,
  body        jsonb not null,
  received_at timestamptz not null default now()
);

-- The reconciliation's turn: one replica a period takes it by moving `last_run_at`.
create table razorpay_job_runs (
  name        text primary key,
  last_run_at timestamptz not null
);
