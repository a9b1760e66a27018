// Kysely's view of the tables of migrations/0011_online_payments.sql (issue 28). The repositories of
// these tables add them to the database's type with `db.withTables<OnlinePaymentTables>()`.
import type { ColumnType, Generated, Selectable } from 'kysely';

import type { Db } from './database';

/** bigint: both drivers answer it as text; the repositories read it as a number of paise. */
type Paise = ColumnType<string, number, number>;
type PaiseOrNull = ColumnType<string | null, number | null, number | null>;
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export const LINK_INSTALMENTS = ['deposit', 'before-journey'] as const;
export type LinkInstalment = (typeof LINK_INSTALMENTS)[number];
export type LinkStatus = 'creating' | 'created' | 'cancelling' | 'cancelled' | 'paid' | 'expired';
export type OnlinePaymentFlag = '' | 'amount-differs' | 'booking-closed' | 'not-whole-rupees';

export interface PaymentLinksTable {
  id: Generated<string>;
  booking_id: string;
  instalment: LinkInstalment;
  version: number;
  reference_id: string;
  amount_paise: Paise;
  expire_by: Timestamp;
  status: LinkStatus;
  provider_link_id: string | null;
  short_url: string | null;
  lease_until: Timestamp;
  last_error: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface OnlinePaymentsTable {
  provider_payment_id: string;
  booking_id: string | null;
  link_id: string | null;
  payment_id: string | null;
  amount_paise: Paise;
  expected_paise: PaiseOrNull;
  flag: OnlinePaymentFlag;
  source: 'webhook' | 'reconciliation';
  paid_at: Timestamp;
  refund_id: string | null;
  refund_paise: PaiseOrNull;
  refund_status: 'pending' | 'processed' | 'failed' | null;
  created_at: Generated<Date>;
}

export interface RazorpayEventsTable {
  id: Generated<string>;
  event: string;
  reference: string;
  reason: string;
  body: ColumnType<unknown, string, string>;
  received_at: Generated<Date>;
}

export interface RazorpayJobRunsTable {
  name: string;
  last_run_at: Timestamp;
}

// A type, not an interface: withTables needs an index-signature-compatible shape.
export type OnlinePaymentTables = {
  payment_links: PaymentLinksTable;
  online_payments: OnlinePaymentsTable;
  razorpay_events: RazorpayEventsTable;
  razorpay_job_runs: RazorpayJobRunsTable;
};

export type PaymentLinkRow = Selectable<PaymentLinksTable>;
export type OnlinePaymentRow = Selectable<OnlinePaymentsTable>;

/** The same connection or transaction, typed with the online payments' tables too. */
export const withOnlinePaymentTables = (db: Db) => db.withTables<OnlinePaymentTables>();
