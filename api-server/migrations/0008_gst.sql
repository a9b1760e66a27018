-- Issue 27: GST tax documents (docs/gst.md): receipt vouchers, tax invoices and refund vouchers,
-- each numbered in its own series per financial year, frozen when issued.

-- The traveller's state (the place of supply, IGST Act s.12(2)) and optional GSTIN (a school, a
-- company). Old bookings: the agency's state, as the Act places a supply with no address on
-- record. A GSTIN is checked before it is stored (gstinSchema); null = none.
alter table bookings
  add column state_code text not null default '19' check (state_code ~ '^[0-9]{2}$'),
  add column gstin      text check (gstin ~ '^[0-9A-Z]{15}$');

-- One counter per series (the document type) and financial year ('2026-27'). A number is taken
-- by an upsert that returns last_sequence + 1, in the transaction of the payment, refund or
-- supply that causes the document: the row lock makes a second taker wait for the commit
-- (gap-free, never repeated, on any number of API replicas), and a rollback gives it back.
create table gst_counters (
  series         text not null check (series in ('receipt', 'invoice', 'refund')),
  financial_year text not null check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_sequence  integer not null check (last_sequence >= 1),
  primary key (series, financial_year)
);

-- The documents. `view` holds what is printed (supplier, recipient, description, rate, SAC,
-- place of supply, wording, advances, balance, the voucher cited), frozen when issued: a later
-- change of the settings or the booking never changes an issued document. Amounts in paise.
-- A document is never edited: a wrong one is cancelled with a reason (it keeps its number) and a
-- new one issued (`reissue_of`). The trigger below keeps it so.
create table gst_documents (
  id              uuid primary key default gen_random_uuid(),
  booking_id      uuid not null references bookings (id),
  type            text not null check (type in ('receipt', 'invoice', 'refund')),
  series          text not null,
  financial_year  text not null,
  sequence        integer not null check (sequence >= 1),
  number          text not null unique check (length(number) <= 16),
  issued_at       timestamptz not null default now(),
  -- The day it is dated (Asia/Kolkata): the payment's day for a receipt voucher, the cheque's
  -- for a refund voucher, the day of issue for an invoice.
  issued_on       date not null,
  -- What caused it: a payment (receipt voucher), the booking's refund (refund voucher), its
  -- cancellation (invoice for the charge kept) or the tour supplied (invoice for the whole tour).
  -- Refunds and cancellations are one per booking (keyed by booking_id), so booking_id and the
  -- cause name them; a payment is named by payment_id.
  cause           text not null check (cause in ('payment', 'refund', 'cancellation', 'supply')),
  payment_id      uuid references payments (id),
  cites_id        uuid references gst_documents (id),
  reissue_of      uuid unique references gst_documents (id),
  taxable_value   bigint not null check (taxable_value >= 0),
  cgst            bigint not null check (cgst >= 0),
  sgst            bigint not null check (sgst >= 0),
  igst            bigint not null check (igst >= 0),
  total           bigint not null check (total >= 0),
  view            jsonb not null,
  status          text not null default 'issued' check (status in ('issued', 'cancelled')),
  cancel_reason   text,
  cancelled_at    timestamptz,
  unique (series, financial_year, sequence),
  constraint gst_documents_heads_check check (taxable_value + cgst + sgst + igst = total),
  constraint gst_documents_payment_check check ((cause = 'payment') = (payment_id is not null))
);
create index gst_documents_booking_idx on gst_documents (booking_id, issued_at);
create index gst_documents_issued_on_idx on gst_documents (issued_on);
create index gst_documents_payment_idx on gst_documents (payment_id) where payment_id is not null;

-- Never deleted; an update may only cancel an issued document (status, reason, time).
create function gst_documents_keep() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'gst_documents: a tax document is never deleted';
  end if;
  if old.status <> 'issued' or new.status <> 'cancelled'
     or (to_jsonb(new) - array['status', 'cancel_reason', 'cancelled_at'])
        <> (to_jsonb(old) - array['status', 'cancel_reason', 'cancelled_at']) then
    raise exception 'gst_documents: a tax document is only ever cancelled, never edited';
  end if;
  return new;
end $$;
create trigger gst_documents_keep before update or delete on gst_documents
  for each row execute function gst_documents_keep();
