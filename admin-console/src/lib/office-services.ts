// The booking office's typed calls (shared-ui createBookingOfficeApi) on the admin's API client,
// so they carry the ID token and go through the same 401 refresh. Made once by the root saga.
import type { BookingOfficeApi } from '@tours/shared-ui/booking-office';

export interface OfficeServices {
  office: BookingOfficeApi;
}
