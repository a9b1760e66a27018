// The traveller's booking page chunk (/booking-status): personal, so kept out of search engines.
import { BookingStatusPage } from '../../features/booking-status/components/booking-status-page';
import {
  BOOKING_STATUS_DESCRIPTION,
  BOOKING_STATUS_PAGE_TITLE,
  ROBOTS_NOINDEX,
} from '../../features/booking-status/texts';
import { titledPage } from '../../lib/page-title';

export default titledPage(
  BookingStatusPage,
  BOOKING_STATUS_PAGE_TITLE,
  BOOKING_STATUS_DESCRIPTION,
  { robots: ROBOTS_NOINDEX },
);
