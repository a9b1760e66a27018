// The bookings feature's state: the list (SPEC §3 Booking admin view, §4 Booking status: an
// inbox-resource state whose flag is the booking's status), one booking's page, and the form of a
// booking taken by phone or at the office.
import type {
  BookingDetail,
  CancellationQuote,
  BookingRecord,
} from '@tours/shared-ui/booking-office';
import type {
  BookingUpdateRequest,
  CancelRequest,
  PaymentRequest,
} from '@tours/shared-ui/booking-office';
import type { Booking, Destination } from '@tours/shared-ui/domain';

import type { ServerRefusal } from '../../../components/checked-form';
import type { InboxState } from '../../../lib/inbox-resource';
import type { LoadStatus, ValueState } from '../../../lib/load-status';

export type BookingsState = InboxState<Booking>;

export type BookingStatusFilter = 'all' | 'pending' | 'confirmed';

/**
 * The bookings table's columns a person shows or hides (issue 25 item 12: the default view fits a
 * 1366 px screen); Reference, Name, Destination, Check-in, Stage, Quoted, Received and the Status
 * switch always show. All hidden by default.
 */
export const OPTIONAL_BOOKING_COLUMNS = [
  'phone',
  'checkOut',
  'adults',
  'children',
  'category',
  'message',
  'bookingStatus',
  'holdUntil',
] as const;
export type OptionalBookingColumn = (typeof OPTIONAL_BOOKING_COLUMNS)[number];

/**
 * How Manage Bookings shows the list: the extra columns chosen (kept in the browser), and the
 * search sent to the server (GET /api/bookings?q=), with whether its answer is on its way.
 */
export interface BookingsViewState {
  shownColumns: OptionalBookingColumn[];
  query: string;
  searching: boolean;
}

/** The booking page's forms, each a write of the booking office API. */
export type BookingChange =
  | { form: 'details'; input: BookingUpdateRequest }
  | { form: 'quote'; quotedTotal: number | null }
  | { form: 'hold'; holdUntil: string }
  | { form: 'payment'; input: PaymentRequest }
  | { form: 'cancel'; input: CancelRequest }
  | { form: 'refundProcess'; chequeNumber: string; processedOn?: string }
  | { form: 'refundConfirm'; confirmedOn?: string };

export type BookingForm = BookingChange['form'];

export interface ChangeFailure {
  form: BookingForm;
  /** 400: one text per field, shown under it. */
  fieldErrors: Record<string, string>;
  /** The server's own sentence (a 409, or a 400's summary), shown above the form. */
  message: string | null;
}

/**
 * The booking page (/admin/bookings/:id): the booking as GET /bookings/{id} answers it, the one
 * change in flight, what the server said of the last failed change, and the cancellation quote for
 * the day the admin picked.
 */
export interface BookingDetailState {
  id: string | null;
  booking: BookingDetail | null;
  status: LoadStatus;
  error: string | null;
  /** The form whose change is on its way; every form waits meanwhile. */
  saving: BookingForm | null;
  failure: ChangeFailure | null;
  /** Counts successful changes per form, so that a form resets after its own success. */
  saved: Partial<Record<BookingForm, number>>;
  quote: {
    on: string | null;
    status: LoadStatus;
    value: CancellationQuote | null;
    error: string | null;
  };
}

/** A booking taken by phone or at the office (POST /api/bookings with a `source`). */
export interface NewBookingState {
  open: boolean;
  saving: boolean;
  refusal: ServerRefusal | null;
  /** The booking just created: the screen opens its page. */
  created: BookingRecord | null;
}

/** A destination a booking can name (issue 25 item 5), with its prices for the quote's estimate. */
export type DestinationChoice = Pick<Destination, '_id' | 'name' | 'prices'>;

/** The destinations the booking forms choose from (GET /api/destinations), fetched when one opens. */
export type DestinationChoicesState = ValueState<DestinationChoice[]>;
