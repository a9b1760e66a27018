-- Issue 27: the traveller's emails that carry a tax document only: 'refund-paid' (the refund
-- voucher, when the refund's cheque is recorded) and 'invoice-issued' (the tour's tax invoice, when
-- the booking is completed). The outbox row names its documents in its data (gstDocumentIds) and
-- the sender draws their PDFs when it sends, so no column is added. The events are added to the
-- outbox's check whatever other events an earlier migration allowed (read from the constraint).
do $$
declare
  definition text;
  event text;
begin
  foreach event in array array['refund-paid', 'invoice-issued'] loop
    select pg_get_constraintdef(oid) into definition
    from pg_constraint
    where conname = 'notifications_event_check' and conrelid = 'notifications'::regclass;
    if definition is not null and position(event in definition) = 0 then
      alter table notifications drop constraint notifications_event_check;
      execute 'alter table notifications add constraint notifications_event_check '
        || replace(definition, 'ARRAY[', 'ARRAY[' || quote_literal(event) || '::text, ');
    end if;
  end loop;
end
$$;
insert into notification_settings (event, channel)
values ('refund-paid', 'email'), ('refund-paid', 'whatsapp'),
       ('invoice-issued', 'email'), ('invoice-issued', 'whatsapp')
on conflict do nothing;
