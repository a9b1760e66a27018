// Kysely's view of the tables created by migrations/*.sql (snake_case, as stored).
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

import type {
  AuditAction,
  AuditEntity,
  BookingEventType,
  BookingSource,
  BookingStage,
  DestinationPrices,
  JsonValue,
  NotificationAudience,
  NotificationChannel,
  NotificationEvent,
  NotificationStatus,
  PaymentMethod,
  RefundState,
} from '@tours/shared-ui/booking-office';
import type { GstDocumentStatus, GstDocumentType, GstDocumentView } from '@tours/shared-ui/gst';
import type {
  BlogStatus,
  Destination,
  HotelCategory,
  Locale,
  TravellerGender,
  TripTheme,
} from '@tours/shared-ui/domain';

/** now() on insert; repositories set it on update. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `date` columns come back as 'YYYY-MM-DD' text: both drivers are configured not to build Dates. */
type DateText = ColumnType<string, string, string>;

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  checksum: string;
  applied_at: Timestamp;
}

/** The columns named as the API names them are the domain's own fields. */
type DestinationFields = Pick<
  Destination,
  'name' | 'slug' | 'map' | 'image' | 'info' | 'description' | 'price' | 'highlights' | 'itinerary'
>;

export interface DestinationsTable extends DestinationFields {
  id: Generated<string>;
  package_inclusions: string[];
  package_exclusions: string[];
  hotel_images: string[];
  site_images: string[];
  prices: ColumnType<
    DestinationPrices | null,
    DestinationPrices | null | undefined,
    DestinationPrices | null
  >;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** The trip finder's package facts (migration 0007). */
  themes: ColumnType<TripTheme[], TripTheme[] | undefined, TripTheme[]>;
  nights: ColumnType<number | null, number | null | undefined, number | null>;
  days: ColumnType<number | null, number | null | undefined, number | null>;
  months: ColumnType<number[], number[] | undefined, number[]>;
}

export interface PopularDestinationsTable {
  id: Generated<string>;
  title: string;
  description: string;
  src: string;
  path: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TestimonialsTable {
  id: Generated<string>;
  name: string;
  image: string;
  title: string;
  feedback: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string;
  message: string;
  checked: Generated<boolean>;
  created_at: Timestamp;
}

export interface BlogsTable {
  id: Generated<string>;
  title: string;
  slug: string;
  author: string;
  cover_image: string;
  category: string;
  tags: string[];
  introduction: string;
  main_content: string;
  gallery: string[];
  meta_title: string;
  meta_description: string;
  meta_keywords: string[];
  status: BlogStatus;
  published_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BookingsTable {
  id: Generated<string>;
  name: string;
  phone: string;
  destination: string;
  check_in: DateText;
  check_out: DateText;
  adults: number;
  children: Generated<number>;
  category: HotelCategory;
  message: Generated<string>;
  status: Generated<boolean>;
  created_at: Timestamp;
  reference: string;
  stage: BookingStage;
  hold_until: Timestamp;
  quoted_total: number | null;
  received: Generated<number>;
  source: BookingSource;
  email: Generated<string>;
  confirmed_by_hand: Generated<boolean>;
  updated_at: Timestamp;
  /** The Asia/Kolkata day the quoted total was last set; null without a quote (migration 0006). */
  quoted_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** The departure it takes seats on, or null for a tailor-made trip (migration 0007). */
  departure_id: ColumnType<string | null, string | null | undefined, string | null>;
  pickup_point: Generated<string>;
  /** The traveller's GST state code, the place of supply (migration 0008); default '19'. */
  state_code: Generated<string>;
  /** The traveller's GSTIN (a school, a company), or null for none (migration 0008). */
  gstin: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language it was made in, its traveller's messages' (migration 0013); default 'en'. */
  language: ColumnType<Locale, Locale | undefined, Locale>;
}

/** A dated group departure (migration 0007, docs/departures.md). */
export interface DeparturesTable {
  id: Generated<string>;
  destination_id: string;
  start_date: DateText;
  end_date: DateText;
  seats: number;
  prices: ColumnType<
    DestinationPrices | null,
    DestinationPrices | null | undefined,
    DestinationPrices | null
  >;
  pickup_points: ColumnType<string[], string[] | undefined, string[]>;
  note: Generated<string>;
  open: Generated<boolean>;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  cancel_reason: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One traveller of a departure booking, the person booking at position 1. */
export interface BookingTravellersTable {
  booking_id: string;
  position: number;
  name: string;
  /** Null once erased (migration 0012): both with `erased_at`, never one alone. */
  age: number | null;
  gender: TravellerGender | null;
  erased_at: ColumnType<Date | null, string | null | undefined, string | null>;
}

export interface BookingReferenceCountersTable {
  month: string;
  last_sequence: number;
}

export interface PaymentsTable {
  id: Generated<string>;
  booking_id: string;
  number: number;
  amount: number;
  paid_on: DateText;
  method: PaymentMethod;
  reference: string;
  reason: string;
  reverses: string | null;
  recorded_by_uid: string;
  recorded_by_email: string | null;
  created_at: Timestamp;
}

export interface BookingCancellationsTable {
  booking_id: string;
  asked_on: DateText;
  days_before: number;
  charge: number;
  refund: number;
  rule: string;
  rule_id: string;
  charge_by_hand: boolean;
  reason: string;
  recorded_by_uid: string;
  recorded_by_email: string | null;
  created_at: Timestamp;
}

export interface BookingRefundsTable {
  booking_id: string;
  state: RefundState;
  amount: number;
  deadline: DateText;
  approved_at: Timestamp;
  cheque_number: string | null;
  /** Razorpay's refund id when the refund went back online (issue 28), instead of a cheque. */
  online_refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  processed_on: ColumnType<string | null, string | null | undefined, string | null>;
  confirmed_on: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface HolidaysTable {
  date: DateText;
  name: string;
  source: 'seed' | 'admin';
  created_at: Timestamp;
}

export interface BookingEventsTable {
  id: Generated<string>;
  seq: ColumnType<string, never, never>;
  booking_id: string;
  type: BookingEventType;
  at: Timestamp;
  actor_uid: string | null;
  actor_email: string | null;
  stage: BookingStage;
  summary: string;
}

export interface AuditLogTable {
  /** bigint: both drivers answer it as text. */
  id: ColumnType<string, never, never>;
  at: Timestamp;
  actor_uid: string;
  actor_email: string | null;
  entity: AuditEntity;
  entity_id: string;
  action: AuditAction;
  summary: string;
  changes: ColumnType<Record<string, { from: JsonValue; to: JsonValue }>, string, string>;
}

export interface NotificationsTable {
  id: Generated<string>;
  event: NotificationEvent;
  channel: NotificationChannel;
  audience: NotificationAudience;
  recipient: string;
  booking_id: string | null;
  contact_message_id: string | null;
  data: ColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<NotificationStatus, NotificationStatus | undefined, NotificationStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Timestamp;
  last_error: string | null;
  message_id: string;
  created_at: Timestamp;
  sent_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface NotificationSettingsTable {
  event: NotificationEvent;
  channel: NotificationChannel;
  enabled: boolean;
  updated_at: Timestamp;
}

/** One reminder queued (migration 0006): never twice for a booking, kind and due day. */
export interface BookingRemindersTable {
  booking_id: string;
  kind: 'deposit' | 'before-journey' | 'hold-expiring';
  due_on: DateText;
  created_at: Timestamp;
}

/** The booking office's settings (GET/PUT /api/settings/booking-office), one row per name. */
export interface OfficeSettingsTable {
  name: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

/** What caused a document (migration 0008). */
export type GstDocumentCause = 'payment' | 'refund' | 'cancellation' | 'supply';

/** The printed part of a document, frozen when issued: the view less its id, amounts and status. */
export type GstFrozenView = Omit<
  GstDocumentView,
  | '_id'
  | 'type'
  | 'number'
  | 'issuedOn'
  | 'status'
  | 'cancelReason'
  | 'taxableValue'
  | 'cgst'
  | 'sgst'
  | 'igst'
  | 'total'
>;

/** bigint: both drivers answer it as text; the repository reads it as a number of paise. */
type Paise = ColumnType<string | number, number, number>;

/** A GST counter (migration 0008): the last number a series took in a financial year. */
export interface GstCountersTable {
  series: GstDocumentType;
  financial_year: string;
  last_sequence: number;
}

/** A GST tax document (migration 0008, docs/gst.md): never edited, only cancelled. */
export interface GstDocumentsTable {
  id: Generated<string>;
  booking_id: string;
  type: GstDocumentType;
  series: GstDocumentType;
  financial_year: string;
  sequence: number;
  number: string;
  issued_at: Timestamp;
  issued_on: DateText;
  cause: GstDocumentCause;
  payment_id: string | null;
  cites_id: string | null;
  reissue_of: string | null;
  taxable_value: Paise;
  cgst: Paise;
  sgst: Paise;
  igst: Paise;
  total: Paise;
  view: ColumnType<GstFrozenView, string, never>;
  status: ColumnType<GstDocumentStatus, GstDocumentStatus | undefined, GstDocumentStatus>;
  cancel_reason: string | null;
  cancelled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** bytea: pg returns a Buffer, PGlite a Uint8Array (read through Buffer.from). */
type Bytes = ColumnType<Uint8Array, Uint8Array, Uint8Array>;

export interface MediaTable {
  id: string;
  width: number;
  height: number;
  alt: Generated<string>;
  original: Bytes;
  original_type: string;
  bytes: number;
  created_at: Timestamp;
}

export interface MediaVariantTable {
  media_id: string;
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg' | 'og';
  bytes: Bytes;
  size: number;
  etag: string;
}

export interface DatabaseSchema {
  app_meta: AppMetaTable;
  schema_migrations: SchemaMigrationsTable;
  destinations: DestinationsTable;
  popular_destinations: PopularDestinationsTable;
  testimonials: TestimonialsTable;
  contact_messages: ContactMessagesTable;
  blogs: BlogsTable;
  bookings: BookingsTable;
  booking_reference_counters: BookingReferenceCountersTable;
  payments: PaymentsTable;
  booking_cancellations: BookingCancellationsTable;
  booking_refunds: BookingRefundsTable;
  holidays: HolidaysTable;
  booking_events: BookingEventsTable;
  audit_log: AuditLogTable;
  notifications: NotificationsTable;
  notification_settings: NotificationSettingsTable;
  booking_reminders: BookingRemindersTable;
  office_settings: OfficeSettingsTable;
  media: MediaTable;
  media_variant: MediaVariantTable;
  departures: DeparturesTable;
  booking_travellers: BookingTravellersTable;
  gst_counters: GstCountersTable;
  gst_documents: GstDocumentsTable;
}

export type DestinationRow = Selectable<DestinationsTable>;
export type NewDestinationRow = Insertable<DestinationsTable>;
export type DestinationRowUpdate = Updateable<DestinationsTable>;
export type PopularDestinationRow = Selectable<PopularDestinationsTable>;
export type TestimonialRow = Selectable<TestimonialsTable>;
export type ContactMessageRow = Selectable<ContactMessagesTable>;
export type BlogRow = Selectable<BlogsTable>;
export type BookingRow = Selectable<BookingsTable>;
export type NewBookingRow = Insertable<BookingsTable>;
export type BookingRowUpdate = Updateable<BookingsTable>;
export type DepartureRow = Selectable<DeparturesTable>;
export type DepartureRowUpdate = Updateable<DeparturesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type BookingCancellationRow = Selectable<BookingCancellationsTable>;
export type BookingRefundRow = Selectable<BookingRefundsTable>;
export type BookingEventRow = Selectable<BookingEventsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type HolidayRow = Selectable<HolidaysTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NewNotificationRow = Insertable<NotificationsTable>;
export type GstDocumentRow = Selectable<GstDocumentsTable>;
export type NewGstDocumentRow = Insertable<GstDocumentsTable>;
