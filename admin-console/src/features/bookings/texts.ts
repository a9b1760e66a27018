// Texts of Manage Bookings (SPEC §2, §8), shared by the components, the saga and their tests.
export const BOOKINGS_TITLE = 'Manage Bookings';
export const BOOKINGS_LOADING = 'Loading bookings...';
export const BOOKINGS_EMPTY = 'No bookings found.';
export const BOOKINGS_FETCH_FAILED = 'Failed to fetch booking data.';
export const BOOKING_STATUS_UPDATE_FAILED = 'Failed to update the booking status.';
export const BOOKING_DELETE_CONFIRM = 'Are you sure you want to delete this booking?';
export const BOOKING_DELETED = 'Booking deleted.';
export const BOOKING_DELETE_FAILED = 'Failed to delete the booking.';
export const DELETE = 'Delete';
export const CSV_FILE_PREFIX = 'bookings';
export const CSV_RECEIVED_AT = 'Received at';
export const BOOKING_PENDING = 'Pending';
export const BOOKING_CONFIRMED = 'Confirmed';
export const FILTER_LABEL = 'Filter by booking status';
export const FILTER_ALL = 'All';
export const SEARCH_LABEL = 'Search by name or phone';

/** The inbox screen's own texts (components/inbox-page.tsx). */
export const PAGE_TEXTS = {
  title: BOOKINGS_TITLE,
  loading: BOOKINGS_LOADING,
  empty: BOOKINGS_EMPTY,
  deleteConfirm: BOOKING_DELETE_CONFIRM,
  delete: DELETE,
};

export const COLUMN_TITLES = {
  name: 'Name',
  phone: 'Phone',
  destination: 'Destination',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  adults: 'Adults',
  children: 'Children',
  category: 'Category',
  message: 'Message',
  bookingStatus: 'Booking Status',
  toggle: 'Status',
  delete: 'Delete',
} as const;

/** The accessible name of a row's status switch; its on/off state says Confirmed or Pending. */
export const statusSwitchLabel = (name: string) => `Booking confirmed: ${name}`;

/** The accessible name of a row's delete button. */
export const deleteBookingLabel = (name: string) => `Delete booking of ${name}`;
