-- Issue 30: data kept no longer than needed (docs/operations.md, "What is kept and for how long").
-- A traveller's age and gender are asked for the trip (Indian Railways asks the same) and are not
-- needed once it is long over: the job `erase-traveller-details` sets them to null for the
-- travellers of completed trips whose check-out day is older than TRAVELLER_DETAILS_KEEP_YEARS
-- (default 2), and records when in `erased_at`. The name stays with the booking, and the booking,
-- its payments, receipts and tax documents are untouched (the law asks to keep them).
alter table booking_travellers
  alter column age drop not null,
  alter column gender drop not null,
  add column erased_at timestamptz,
  -- Both kept, or both erased with the time they were: never one without the other.
  add constraint booking_travellers_erased_check check (
    (erased_at is null and age is not null and gender is not null)
    or (erased_at is not null and age is null and gender is null)
  );
