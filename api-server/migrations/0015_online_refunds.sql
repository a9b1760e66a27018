-- Issue 28 (docs/payments.md, 'Refunds'): a booking's refund paid back through Razorpay, where the
-- money came online, instead of by account payee cheque. `online_refund_id` is Razorpay's refund
-- id (rfnd_...), set when its `refund.processed` webhook arrives; a processed refund names exactly
-- one way it was paid: its cheque or its Razorpay refund.
alter table booking_refunds add column online_refund_id text unique;

alter table booking_refunds drop constraint booking_refunds_steps;

alter table booking_refunds add constraint booking_refunds_steps check (
  (state = 'approved' and cheque_number is null and online_refund_id is null
    and processed_on is null and confirmed_on is null) or
  (state in ('processed', 'confirmed') and (cheque_number is null) <> (online_refund_id is null)
    and processed_on is not null and (confirmed_on is null) = (state = 'processed')));
